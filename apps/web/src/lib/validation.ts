import { EmailSchema, PhoneSchema } from '@crewcall/contract';

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
  if (!value.trim()) return REQUIRED;
  return EmailSchema.safeParse(value).success ? null : INVALID_EMAIL;
}

export function validatePhone(value: string): string | null {
  return PhoneSchema.safeParse(value).success ? null : PHONE_MESSAGE;
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
