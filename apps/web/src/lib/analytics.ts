/**
 * Loads the usage-analytics script asynchronously when a URL is configured
 * (VITE_ANALYTICS_URL); loads nothing otherwise. Returns the script element, if any.
 */
export function loadAnalytics(
  url: string | undefined = import.meta.env.VITE_ANALYTICS_URL,
  doc: Document = document,
): HTMLScriptElement | null {
  if (!url) return null;
  const existing = doc.querySelector<HTMLScriptElement>('script[data-analytics]');
  if (existing) return existing;
  const script = doc.createElement('script');
  script.async = true;
  script.defer = true;
  script.src = url;
  script.dataset.analytics = 'true';
  doc.head.appendChild(script);
  return script;
}
