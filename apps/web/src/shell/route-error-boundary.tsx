import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { errorService } from '@/lib/error-service';
import { ERROR_TEXTS } from '@/shell/error-pages/error-texts';

/**
 * Render errors the router caught never reach window.onerror: report them here, log them
 * to the console (not swallowed), and show the 500 text. A failed page download (after a
 * new release) offers a reload.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const chunkFailed =
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed/i.test(error.message);

  useEffect(() => {
    if (isRouteErrorResponse(error)) return;
    errorService.report(error);
    console.error(error);
  }, [error]);

  return (
    <Container size="sm" py="xl" component="main">
      <Paper withBorder p="xl">
        <Stack>
          <Title order={1} size="h2">
            {ERROR_TEXTS[500].title}
          </Title>
          <Text>
            {chunkFailed
              ? 'A new version of the app is available. Please reload the page.'
              : ERROR_TEXTS[500].text}
          </Text>
          <Button onClick={() => window.location.reload()} w="fit-content">
            Reload
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
