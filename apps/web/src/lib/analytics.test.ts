// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { loadAnalytics } from '@/lib/analytics';

afterEach(() => {
  for (const s of document.querySelectorAll('script')) s.remove();
});

describe('loadAnalytics', () => {
  it('loads nothing without a URL', () => {
    expect(loadAnalytics(undefined)).toBeNull();
    expect(loadAnalytics('')).toBeNull();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('adds one async script when configured', () => {
    const script = loadAnalytics('https://analytics.example/script.js');
    expect(script?.async).toBe(true);
    expect(script?.src).toBe('https://analytics.example/script.js');
    loadAnalytics('https://analytics.example/script.js');
    expect(document.querySelectorAll('script[data-analytics]')).toHaveLength(1);
  });
});
