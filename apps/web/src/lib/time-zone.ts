/** The browser's time zone (an IANA name): calls that read days ("today") send it as `tz`. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
