import { useMantineColorScheme } from '@mantine/core';
import { useEffect } from 'react';
import { colorSchemeFor } from '@/lib/color-scheme';

/** Applies the person's theme setting: Auto follows the system, Light and Dark force it. */
export function ColorSchemeSync({ setting }: { setting: string | undefined }) {
  const { setColorScheme } = useMantineColorScheme();
  useEffect(() => {
    setColorScheme(colorSchemeFor(setting));
  }, [setting, setColorScheme]);
  return null;
}
