/**
 * Moved to lib/auth/use-session.ts. Kept only until features/people (another helper's
 * work in progress) imports it from there; biome.json leaves its two files out of the
 * fence meanwhile.
 */
export * from '@/lib/auth/use-session';
