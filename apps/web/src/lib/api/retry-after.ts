/* The wait a 429 asks for, in words. Small: the API client carries it in the entry. */

/** "15 minutes", "1 minute", "42 seconds": how long to wait, in words. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) {
    const s = Math.max(1, Math.ceil(seconds));
    return `${s} second${s === 1 ? '' : 's'}`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The wait the server asked for: the Retry-After header, else the number in the detail. */
export function retryAfterSeconds(
  header: string | null | undefined,
  detail: string | undefined,
): number | undefined {
  const fromHeader = header ? Number(header) : Number.NaN;
  if (Number.isFinite(fromHeader) && fromHeader > 0) return fromHeader;
  const fromDetail = detail?.match(/(\d+)\s*second/);
  return fromDetail ? Number(fromDetail[1]) : undefined;
}

/** What a person reads about a throttled call. */
export function throttledSentence(seconds: number | undefined): string {
  return seconds
    ? `Too many attempts. Try again in ${waitInWords(seconds)}.`
    : 'Too many attempts. Please wait a few minutes and try again.';
}
