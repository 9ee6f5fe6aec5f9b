import '@mantine/core/styles/Code.css';
import {
  Button,
  Code,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { lastPageError } from '@/lib/api/api-error-store';
import type { ApiErrorInfo } from '@/lib/api/api-errors';

/** The error pages of spec section 2: title, exact text, and the last API error data. */
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
          {apiError && (
            <Stack gap={4} data-testid="last-api-error">
              {apiError.detail && <Text fw={500}>{apiError.detail}</Text>}
              <Code block aria-label="Last API error">
                {JSON.stringify(
                  {
                    status: apiError.status,
                    method: apiError.method,
                    path: apiError.path,
                    code: apiError.code,
                    body: apiError.body,
                  },
                  null,
                  2,
                )}
              </Code>
            </Stack>
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
