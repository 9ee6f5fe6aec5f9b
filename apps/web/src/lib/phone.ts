/** Phone numbers as the spec wants them: +country code, no spaces, no leading zeros. */

export const COUNTRY_CODES = ['+61', '+44'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** +44 for browsers set to British English, else +61. */
export function defaultCountryCode(language?: string): CountryCode {
  const lang = language ?? (typeof navigator === 'undefined' ? '' : navigator.language);
  return lang.toLowerCase() === 'en-gb' ? '+44' : '+61';
}

/**
 * The full number from the selected code and what was typed: spaces removed, leading
 * zeros of the local number stripped. A number typed with its own `+` code is kept.
 */
export function composePhone(code: string, local: string): string {
  const compact = local.replace(/\s+/g, '');
  if (!compact) return '';
  if (compact.startsWith('+')) return compact;
  return `${code}${compact.replace(/^0+/, '')}`;
}

/** Splits a stored number back into code and local part for editing. */
export function splitPhone(
  phone: string,
  fallback: CountryCode,
): { code: CountryCode; local: string } {
  const code = COUNTRY_CODES.find((c) => phone.startsWith(c));
  return code ? { code, local: phone.slice(code.length) } : { code: fallback, local: phone };
}
