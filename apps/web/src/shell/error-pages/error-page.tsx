import { Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { lastPageError } from '@/lib/api/api-error-store';
import type { ApiErrorInfo } from '@/lib/api/api-errors';
import { errorSentence } from '@/lib/api/error-sentence';

/** The error pages of spec section 2: title, exact text, and what the last failed call means. */
export function ErrorPage({
  code,
  title,
  text,
  icon: IconComponent,
}: {
  code: number;
  title: string;
  text: string;
  icon: Icon;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const stored = lastPageError.use();
  const fromState = (location.state as { apiError?: ApiErrorInfo } | null)?.apiError;
  const apiError = fromState ?? (stored?.status === code ? stored : null);
  const sentence = errorSentence(apiError);

  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl" shadow="xs">
        <Stack gap="md">
          <Group gap="md" wrap="nowrap">
            <ThemeIcon size={48} radius="xl" variant="light" color="red" aria-hidden>
              <IconComponent size={28} />
            </ThemeIcon>
            <div>
              <Text size="sm" fw={700} c="dimmed">
                Error {code}
              </Text>
              <Title order={1} size="h2">
                {title}
              </Title>
            </div>
          </Group>
          <Text size="lg">{text}</Text>
          {sentence && (
            // A sentence about the call that failed, never the raw answer (issue 10, item 8).
            <Text fw={500} data-testid="last-api-error">
              {sentence}
            </Text>
          )}
          <Group>
            <Button variant="default" onClick={() => navigate(-1)}>
              Go back
            </Button>
            <Button component={Link} to="/">
              Go to Dashboard
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
