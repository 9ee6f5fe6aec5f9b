/** The user's settings.theme as a Mantine colour scheme (spec section 4: default Auto). */
export function colorSchemeFor(setting: string | undefined | null): 'auto' | 'light' | 'dark' {
  if (setting === 'Dark') return 'dark';
  if (setting === 'Light') return 'light';
  return 'auto';
}
