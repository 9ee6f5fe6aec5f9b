import '@/features/auth/auth-styles';
import { Anchor, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The centred card the login, registration and reset screens sit in. */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Center py={{ base: 'xs', sm: 48 }}>
      <Stack w="100%" maw={440} gap="sm">
        <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="lg">
            <Stack gap={6}>
              <Title order={1} size="h2">
                {title}
              </Title>
              {description && <Text c="dimmed">{description}</Text>}
            </Stack>
            {children}
          </Stack>
        </Paper>
        <Group justify="center">
          <Anchor component={Link} to="/privacy" size="sm">
            Privacy/Terms
          </Anchor>
        </Group>
      </Stack>
    </Center>
  );
}
