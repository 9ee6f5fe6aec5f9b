import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode, useEffect } from 'react';
import type { Location } from 'react-router-dom';
import { errorService } from '@/lib/error-service';
import { ERROR_TEXTS } from '@/shell/error-pages/error-texts';

interface BoundaryProps {
  /** A new location (Back, a link) clears the error, as react-router's boundary does. */
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  location: Location;
}

/** Catches a render error anywhere in the shell or a page and shows RouteErrorPage. */
export class RenderErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.location === state.location
      ? null
      : { error: undefined, location: props.location };
  }

  render() {
    return this.state.error !== undefined ? (
      <RouteErrorPage error={this.state.error} />
    ) : (
      this.props.children
    );
  }
}

/** What the page says when a screen's code could not be downloaded. */
export const CHUNK_FAILED_TEXTS = {
  /** Online: the files it asked for are gone, replaced by a new release. */
  newVersion: 'A new version of the app is available. Please reload the page.',
  /** Offline (a member out of signal at the harbour): a reload would fail alike. */
  offline:
    'This page could not be loaded because you are offline. Reload it once you are connected again.',
};

/**
 * Render errors caught here never reach window.onerror: report them, log them to the
 * console (not swallowed), and show the 500 text. A failed page download offers a reload:
 * after a new release, or once the connection is back when it failed offline.
 */
function RouteErrorPage({ error }: { error: unknown }) {
  // The browser's words for a script chunk that did not arrive, and Vite's for its CSS (a
  // screen's styles are fetched before its script, so offline that is the first to fail).
  const chunkFailed =
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    );
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;

  useEffect(() => {
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
              ? CHUNK_FAILED_TEXTS[offline ? 'offline' : 'newVersion']
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
