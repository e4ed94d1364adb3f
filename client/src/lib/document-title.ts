import { useEffect } from "react";

export const PRODUCT_NAME = "English Convention";

/** "Browse Roundtables · English Convention": each screen names itself in the tab and history. */
export function documentTitle(page?: string): string {
  return page ? `${page} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

export function useDocumentTitle(page?: string) {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
