/**
 * The public email-settings page of one person (/profile/emails/{uid}, no login): every
 * club email links to it. `siteUrl` is the club's configured site (modules/auth
 * `clubSiteUrl`), never a request's host; `uid` is the person's email_settings_uid.
 */
export function emailSettingsUrl(siteUrl: string, uid: string) {
  return `${siteUrl}/profile/emails/${encodeURIComponent(uid)}`;
}
