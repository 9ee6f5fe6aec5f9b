// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '@/app/providers';

/** `--name` of every declaration in a stylesheet's text. */
function variableNames(css: string): Set<string> {
  return new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]));
}

describe('CSS variables', () => {
  it("come from the app's provider: every one of Mantine's default-css-variables.css", () => {
    // The app does not load that 27 KB file; the provider writes all variables instead
    // (deduplicateCssVariables={false}), so none may be missing.
    const require = createRequire(import.meta.url);
    const file = require.resolve('@mantine/core/styles/default-css-variables.css');
    const expected = variableNames(readFileSync(file, 'utf8'));
    render(
      <Providers>
        <span />
      </Providers>,
    );
    const injected = variableNames(
      [...document.querySelectorAll('style[data-mantine-styles]')]
        .map((style) => style.textContent)
        .join('\n'),
    );
    const missing = [...expected].filter((name) => !injected.has(name));
    expect(missing).toEqual([]);
  });
});
