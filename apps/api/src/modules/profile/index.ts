// The member's own account and profile (spec sections 2 Profile, 7 "Profile and settings"):
// settings, email, password, phone with its SMS code, and profile entries.

export { profileRoutes } from './profile.routes';
export { profileEntriesRoutes } from './profile-entries.routes';
