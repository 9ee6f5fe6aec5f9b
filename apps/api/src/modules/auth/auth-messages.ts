// Every text the account endpoints answer with, in one place so answers stay identical
// wherever the same situation arises (login, registration, reset).

/** Unknown email, wrong password, or no membership here: deliberately one answer. */
export const INVALID_CREDENTIALS = 'Unable to log in with the provided credentials.';
export const PENDING_APPROVAL =
  'Your account is pending approval by site staff. You cannot log in until it is activated.';
export const ACCOUNT_INACTIVE =
  'Your account has been deactivated. Please contact site staff if you think this is a mistake.';

export const ALREADY_REGISTERED = 'You are already registered at this club. Please log in.';
export const EMAIL_TAKEN_HERE =
  'This email is already in use at this club. Please contact site staff.';
export const WRONG_EXISTING_PASSWORD =
  'This is not the password of your existing account. Use the password you log in with at your other club, or reset it.';

export const RESET_REQUESTED =
  'If an account exists for this email, we have sent a link to reset your password.';
export const RESET_TOKEN_INVALID = 'This link is invalid or has expired.';

export const NO_CREDENTIALS = 'Authentication credentials were not provided.';
export const TOKEN_NOT_VALID = 'Given token not valid for any token type';
export const TOKEN_EXPIRED = 'Token is expired';
export const REFRESH_NOT_VALID = 'Token is invalid or expired';
export const WRONG_ORGANISATION = 'This token belongs to another site.';
export const USER_NOT_FOUND = 'User not found';
export const USER_INACTIVE = 'User is inactive';

export const refusalMessage = (refusal: 'pending' | 'inactive') =>
  refusal === 'pending' ? PENDING_APPROVAL : ACCOUNT_INACTIVE;
export const LINK_EMAIL_TAKEN_HERE =
  'Another person at this club already logs in with this email. Please contact site staff.';
export const USE_EXISTING_PASSWORD =
  'This email already has a Crewcall login. Enter the password you use at your other club, or reset it there first.';
