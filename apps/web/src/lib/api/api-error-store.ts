import type { ApiErrorInfo } from '@/lib/api/api-errors';
import { createExternalStore } from '@/lib/external-store';

/** The error the red banner shows; cleared before each call (spec section 7). */
export const bannerError = createExternalStore<ApiErrorInfo | null>(null);

/** The data of the last call that sent the user to an error page. */
export const lastPageError = createExternalStore<ApiErrorInfo | null>(null);

export function clearBannerError(): void {
  bannerError.set(null);
}
