import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A whole-screen message for when the app cannot start (site not found, offline). */
export function FullPageMessage({
  icon: IconComponent,
  title,
  children,
  action,
  fullScreen = true,
}: {
  icon: Icon;
  title: string;
  children: ReactNode;
  action?: { label: string; onClick: () => void };
  /** Outside the shell (the app could not start) rather than inside a page. */
  fullScreen?: boolean;
}) {
  return (
    <Center mih={fullScreen ? '100dvh' : 320} p="md" component={fullScreen ? 'main' : 'div'}>
      <Paper withBorder shadow="sm" p="xl" maw={480} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="red" aria-hidden>
            <IconComponent size={32} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text>{children}</Text>
          {action && <Button onClick={action.onClick}>{action.label}</Button>}
        </Stack>
      </Paper>
    </Center>
  );
}
