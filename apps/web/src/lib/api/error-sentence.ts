import type { ApiErrorInfo } from '@/lib/api/api-errors';
import { throttledSentence } from '@/lib/api/retry-after';

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
