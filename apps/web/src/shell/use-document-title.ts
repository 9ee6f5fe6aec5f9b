import { useEffect } from 'react';

/** The tab title reads `{page title} | {site name}` (spec section 2). */
export function pageTitle(title: string, siteName: string): string {
  return siteName ? `${title} | ${siteName}` : title;
}

export function useDocumentTitle(title: string, siteName: string): void {
  useEffect(() => {
    document.title = pageTitle(title, siteName);
  }, [title, siteName]);
}
