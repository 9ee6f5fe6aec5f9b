/// <reference types="vite/client" />

/** Short git commit id, baked in at build time by vite.config.ts. */
declare const __APP_COMMIT__: string;

interface ImportMetaEnv {
  /** Where uncaught browser errors are posted; default `/api/client-errors`. */
  readonly VITE_ERROR_ENDPOINT?: string;
  /** URL of the usage-analytics script; nothing loads when unset. */
  readonly VITE_ANALYTICS_URL?: string;
  /** Environment tag sent with error reports; default the Vite mode (`production` in builds). */
  readonly VITE_ENVIRONMENT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
