// The public email-settings page (/profile/emails/{uid}): a person's email switches by the
// link every club email carries.

export { emailSettingsRoutes } from './email-settings.routes';
// The master switch's rule, which the member's own settings (modules/profile) apply too.
export { nextSettings } from './email-settings.service';
