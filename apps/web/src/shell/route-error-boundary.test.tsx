// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import type { Location } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorService } from '@/lib/error-service';
import { ERROR_TEXTS } from '@/shell/error-pages/error-texts';
import { CHUNK_FAILED_TEXTS, RenderErrorBoundary } from './route-error-boundary';

const at = (pathname: string) =>
  ({ pathname, search: '', hash: '', state: null, key: pathname }) as Location;

function Throws({ error }: { error: Error }): never {
  throw error;
}

function renderFailing(error: Error) {
  vi.spyOn(errorService, 'report').mockReturnValue(true);
  vi.spyOn(console, 'error').mockImplementation(() => {}); // React's own report, and ours
  return render(
    <MantineProvider>
      <RenderErrorBoundary location={at('/events')}>
        <Throws error={error} />
      </RenderErrorBoundary>
    </MantineProvider>,
  );
}

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: https://club.test/assets/x.js');

describe('the page shown for a render error', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('a broken screen shows the server error text, reported once', () => {
    renderFailing(new Error('boom'));
    expect(screen.getByRole('heading', { name: ERROR_TEXTS[500].title })).toBeTruthy();
    expect(screen.getByText(ERROR_TEXTS[500].text)).toBeTruthy();
    expect(errorService.report).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it("a screen's code that is gone after a release asks for a reload to get the new version", () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: true });
    renderFailing(chunkError());
    expect(screen.getByText(CHUNK_FAILED_TEXTS.newVersion)).toBeTruthy();
  });

  it("a screen's styles that did not arrive count as its code (Vite's preload error)", () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    renderFailing(
      new Error('Unable to preload CSS for https://club.test/assets/member-styles.css'),
    );
    expect(screen.getByText(CHUNK_FAILED_TEXTS.offline)).toBeTruthy();
  });

  it('offline, it says so rather than promising a new version', () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    renderFailing(chunkError());
    expect(screen.getByText(CHUNK_FAILED_TEXTS.offline)).toBeTruthy();
    expect(screen.queryByText(CHUNK_FAILED_TEXTS.newVersion)).toBeNull();
  });
});
