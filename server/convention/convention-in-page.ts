/**
 * The current convention written into index.html as a JSON data block, so the landing page and
 * the dashboard show the convention's name, city and dates in their first paint instead of after a
 * request to /api/convention (the line arriving later pushed the whole page down, a layout shift
 * members saw on a phone). A JSON block is data, not script, so the Content-Security-Policy is unchanged.
 */
import { CONVENTION_DATA_ELEMENT_ID } from "@shared/constants";
import type { Convention } from "@shared/types";
import { rewriteStaticFile, type StaticFile } from "../middleware/static-files";

/** JSON that cannot end the script element or open a comment inside it. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

export function withConvention(indexHtml: StaticFile, convention: Convention): StaticFile {
  const block = `<script type="application/json" id="${CONVENTION_DATA_ELEMENT_ID}">${scriptSafeJson(convention)}</script>`;
  return rewriteStaticFile(indexHtml, (html) => html.replace("</head>", `${block}\n  </head>`));
}

/**
 * index.html for each convention it is asked for, built once per distinct answer (a new current
 * convention, an edit, the next day's phase), the last few kept.
 */
export function createConventionPages(indexHtml: StaticFile, keep = 8) {
  const pages = new Map<string, StaticFile>();
  return {
    for(convention: Convention): StaticFile {
      const key = JSON.stringify(convention);
      let page = pages.get(key);
      if (!page) {
        page = withConvention(indexHtml, convention);
        if (pages.size >= keep) pages.delete(pages.keys().next().value!);
        pages.set(key, page);
      }
      return page;
    },
  };
}
