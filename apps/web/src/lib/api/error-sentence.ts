import type { ApiErrorInfo } from '@/lib/api/api-errors';

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

/** A readable noun for the collection in an API path: `/api/roles/7/` → "role". */
function thingOf(path: string | undefined): string | undefined {
  const name = path?.match(/^\/api\/([a-z_-]+)/)?.[1];
  if (!name || name === 'auth') return undefined;
  if (name === 'people') return 'person';
  const words = name.replace(/[_-]/g, ' ');
  return words.endsWith('ies')
    ? `${words.slice(0, -3)}y`
    : words.endsWith('s')
      ? words.slice(0, -1)
      : words;
}

/**
 * The one sentence an error page adds about the call that failed, in words rather than
 * the raw answer (issue 10, item 8): the same on every screen, whatever the feature.
 */
export function errorSentence(info: ApiErrorInfo | null | undefined): string | undefined {
  if (!info) return undefined;
  switch (info.status) {
    case 429:
      return throttledSentence(info.retryAfterSeconds);
    case 404: {
      const thing = thingOf(info.path);
      return thing
        ? `This ${thing} does not exist. It may have been deleted, or the link is wrong.`
        : 'What you asked for does not exist. It may have been deleted, or the link is wrong.';
    }
    case 403:
      return 'Your account is not allowed to do this. Ask an administrator of your club if you need it.';
    case 500:
      return 'The server failed while answering. Your change may not have been saved.';
    default:
      return info.detail;
  }
}
