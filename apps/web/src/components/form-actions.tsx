import { Group, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/** A form's or dialog's buttons, at its end: Cancel (or Undo) first, the action last. */
export function FormActions({ children, mt }: { children: ReactNode; mt?: MantineSpacing }) {
  return (
    <Group justify="flex-end" gap="sm" mt={mt}>
      {children}
    </Group>
  );
}
