import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint (768 px): a phone's screen. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * Whether the screen is a phone's, for layouts CSS alone cannot switch (cards instead of
 * a table, a drawer instead of a side panel). Read in the first render, so a phone never
 * shows the wide layout first.
 */
export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
}
