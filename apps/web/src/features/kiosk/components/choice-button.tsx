import { Button, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from '@/features/kiosk/kiosk.module.css';

/** One big choice on a kiosk screen (a person, a role, a signed-in shift): a name, a line under it. */
export function ChoiceButton({
  label,
  detail,
  picture,
  disabled,
  onClick,
}: {
  label: string;
  detail?: string | null;
  picture?: ReactNode;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant="default"
      size="xl"
      className={classes.choice}
      classNames={{ label: classes.choiceLabel }}
      justify="flex-start"
      disabled={disabled}
      onClick={onClick}
      leftSection={picture}
    >
      <span>
        {label}
        {detail && (
          <Text component="span" display="block" size="md">
            {detail}
          </Text>
        )}
      </span>
    </Button>
  );
}
