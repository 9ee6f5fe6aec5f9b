// Stale: the test kit lives in test/ (`@test/clubs`, `@test/http`, `@test/mail`). Kept only
// until member-import.test.ts (another helper's, in progress) imports from the kit.
export { twoClubs } from '@test/clubs';
export { accessTokenFor, bearer, logInAs } from '@test/http';
export { linkIn, mailboxOf, withMailbox } from '@test/mail';
export { relaxedLimits } from '@test/test-app';
