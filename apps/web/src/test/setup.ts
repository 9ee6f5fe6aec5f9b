// Shared test setup: nothing global yet; jsdom tests opt in with `@vitest-environment jsdom`.
export {};
