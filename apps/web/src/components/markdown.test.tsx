// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from '@/components/markdown';

const html = (text: string) =>
  render(
    <MantineProvider>
      <Markdown>{text}</Markdown>
    </MantineProvider>,
  ).container.innerHTML;

describe('Markdown', () => {
  it('renders headings, lists, emphasis and links', () => {
    const out = html('## Bring\n\n- a *hat*\n- [tide table](https://example.org/tides)');
    expect(out).toContain('<h2>Bring</h2>');
    expect(out).toContain('<em>hat</em>');
    expect(out).toContain('href="https://example.org/tides"');
    expect(out).toContain('rel="noopener noreferrer"');
  });

  it('drops raw HTML, scripts and javascript: links', () => {
    const out = html(
      '<script>alert(1)</script><img src=x onerror="alert(2)">\n\n[click](javascript:alert(3))',
    );
    expect(out).not.toContain('<script');
    expect(out).not.toContain('onerror');
    expect(out).not.toContain('<img');
    expect(out).not.toContain('javascript:');
  });
});
