/**
 * The current convention written into index.html as a JSON data block, so the landing page and
 * the dashboard show the convention's name, city and dates in their first paint instead of after a
 * request to /api/convention (the line arriving later pushed the whole page down, a layout shift
 * members saw on a phone). A JSON block is data, not script, so the Content-Security-Policy is unchanged.
 *
 * The page's first paint is in index.html too (client/index.html): the frame, and on the landing
 * (a visitor who is not signed in, at /) its opening words with the headline for the convention's
 * phase. Every other page leaves the landing part out, so a member's screen, or a visitor's form,
 * never opens on words that are not theirs.
 */
import { CONVENTION_DATA_ELEMENT_ID, landingHeadline } from "@shared/constants";
import type { Convention } from "@shared/types";
import { rewriteStaticFile, type StaticFile } from "../middleware/static-files";

/** JSON that cannot end the script element or open a comment inside it. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

const LANDING_PART = /<!--landing-->[\s\S]*?<!--\/landing-->/;
const SHELL_HEADLINE = /(<!--landing-->[\s\S]*?<h1[^>]*>)[^<]*(<\/h1>)/;
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function withConvention(indexHtml: StaticFile, convention: Convention, options: { landing?: boolean } = {}): StaticFile {
  const block = `<script type="application/json" id="${CONVENTION_DATA_ELEMENT_ID}">${scriptSafeJson(convention)}</script>`;
  return rewriteStaticFile(indexHtml, (html) => {
    const page = html.replace("</head>", `${block}\n  </head>`);
    if (!options.landing) return page.replace(LANDING_PART, "");
    return page.replace(SHELL_HEADLINE, (_, open: string, close: string) => `${open}${escapeHtml(landingHeadline(convention.phase))}${close}`);
  });
}

/**
 * index.html for each convention it is asked for, built once per distinct answer (a new current
 * convention, an edit, the next day's phase), the last few kept.
 */
export function createConventionPages(indexHtml: StaticFile, keep = 8) {
  const pages = new Map<string, StaticFile>();
  return {
    for(convention: Convention, options: { landing?: boolean } = {}): StaticFile {
      const key = JSON.stringify([convention, Boolean(options.landing)]);
      let page = pages.get(key);
      if (!page) {
        page = withConvention(indexHtml, convention, options);
        if (pages.size >= keep) pages.delete(pages.keys().next().value!);
        pages.set(key, page);
      }
      return page;
    },
  };
}
