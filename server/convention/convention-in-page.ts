/**
 * The configured convention written into index.html as a JSON data block, so the landing page and
 * the dashboard show the convention's name, city and dates in their first paint instead of after a
 * request to /api/convention (the line arriving later pushed the whole page down, a layout shift
 * members saw on a phone). A JSON block is data, not script, so the Content-Security-Policy is unchanged.
 */
import { CONVENTION_DATA_ELEMENT_ID } from "@shared/constants";
import type { ConventionSettings } from "../env";
import { rewriteStaticFile, type StaticFile } from "../middleware/static-files";

/** JSON that cannot end the script element or open a comment inside it. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

export function withConvention(indexHtml: StaticFile, convention: ConventionSettings): StaticFile {
  const block = `<script type="application/json" id="${CONVENTION_DATA_ELEMENT_ID}">${scriptSafeJson(convention)}</script>`;
  return rewriteStaticFile(indexHtml, (html) => html.replace("</head>", `${block}\n  </head>`));
}
