// What other modules may import from auth (see modules/README.md, Fences).

export { passwordAttemptsFor } from './auth.limits';
// For the auth plugin (plugins/auth.ts), which checks every request's access token.
export * as authMessages from './auth-messages';
// For the media and profile calls, which answer the auth user as GET /api/auth/user does.
export { toAuthUser } from './auth-user';
export { clubSiteUrl, type LinkConfig, siteUrlOf } from './club-links';
export { endPeopleAccess } from './end-access';
export type { PasswordAttempts } from './password-attempts';
export { type PasswordLinkDeps, sendPasswordLink } from './password-links.service';
export { expireInvitations } from './password-reset.queries';
export { revokePeopleTokens } from './refresh-tokens.queries';
// For the member's own password change (modules/profile): end every session, start this one.
export { endAllSessions, type SessionDeps, startSession } from './sessions.service';
export { findPersonForToken } from './token-version';
