// The zod-free formats, not the schemas: these checks run on the first page (hello), which
// loads no schema and no zod.
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, PHONE_PATTERN } from '@crewcall/contract/formats';

/** Form messages of spec section 5, word for word. */
export const REQUIRED = 'Required.';
export const INVALID_EMAIL = 'Invalid email.';
export const PASSWORDS_MUST_MATCH = 'Passwords must match.';
export const PHONE_MESSAGE = 'Phone number must include the country code and not contain spaces.';
export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_TOO_SHORT = 'Use at least 8 characters.';

export function required(value: string): string | null {
  return value.trim() ? null : REQUIRED;
}

export function validateEmail(value: string): string | null {
  const email = value.trim().toLowerCase();
  if (!email) return REQUIRED;
  // As EmailSchema checks it: trimmed, lower case, at most 254 characters, zod's pattern.
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email) ? null : INVALID_EMAIL;
}

export function validatePhone(value: string): string | null {
  return PHONE_PATTERN.test(value) ? null : PHONE_MESSAGE;
}

/** A new password: required, and as long as the server asks. */
export function validateNewPassword(value: string): string | null {
  if (!value) return REQUIRED;
  return value.length < MIN_PASSWORD_LENGTH ? PASSWORD_TOO_SHORT : null;
}

export function validateRepeat(repeat: string, password: string): string | null {
  if (!repeat) return REQUIRED;
  return repeat === password ? null : PASSWORDS_MUST_MATCH;
}
