/**
 * A deployment setting that must be fixed before the server may start (e.g. a short
 * OPERATOR_TOKEN): main.ts prints its message alone, without a stack trace, and exits 2.
 */
export class StartupError extends Error {}
