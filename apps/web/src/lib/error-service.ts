import { APP_COMMIT, APP_ENVIRONMENT, APP_VERSION } from '@/lib/build-info';
import { createErrorReporter } from '@/lib/error-reporter';

/** The app's error service: VITE_ERROR_ENDPOINT, else the API's own endpoint. */
export const errorService = createErrorReporter({
  endpoint: import.meta.env.VITE_ERROR_ENDPOINT || '/api/client-errors',
  version: APP_VERSION,
  environment: APP_ENVIRONMENT,
  commit: APP_COMMIT,
});
