// Shared test setup. Tests run in node unless they opt in with `@vitest-environment jsdom`;
// for those, jsdom lacks a few browser APIs Mantine uses: stub them once here.
if (typeof window !== 'undefined') {
  // Mantine reads the colour-scheme preference and media queries.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  // Mantine's combobox scrolls options into view.
  Element.prototype.scrollIntoView ??= () => {};
}
