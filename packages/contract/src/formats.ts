/**
 * Formats the web checks on its first page, where no schema (and no zod) is loaded yet:
 * `@crewcall/contract/formats` imports nothing. The schemas use the same values.
 */

/** + then a non-zero digit then 1 to 14 digits, no spaces (spec section 5). */
export const PHONE_PATTERN = /^\+[1-9]\d{1,14}$/;

export const EMAIL_MAX_LENGTH = 254;

/**
 * The pattern zod 3's `.email()` checks (zod/v3/types.js `emailRegex`), for checking an
 * address the way `EmailSchema` does without loading zod. The web's validation test
 * compares the two on a list of addresses, so a zod upgrade that changes it shows up.
 */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Z0-9_'+\-.]*)[A-Z0-9_+-]@([A-Z0-9][A-Z0-9-]*\.)+[A-Z]{2,}$/i;
