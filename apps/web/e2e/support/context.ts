import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** http://localhost:{port}: the demo club. */
    baseUrl: string;
    port: number;
    adminEmail: string;
    adminPassword: string;
    operatorToken: string;
    /** The API's stdout and stderr (mail is logged there with its secret links masked). */
    apiLog: string;
    /** The local mailbox folder: one JSON file per mail, links included (support/mail.ts). */
    mailDir: string;
    /** The journeys' database, for a second API with other settings (support/second-api). */
    databaseUrl: string;
  }
}

export const env = {
  get baseUrl() {
    return inject('baseUrl');
  },
  get port() {
    return inject('port');
  },
  get adminEmail() {
    return inject('adminEmail');
  },
  get adminPassword() {
    return inject('adminPassword');
  },
  get operatorToken() {
    return inject('operatorToken');
  },
  get apiLog() {
    return inject('apiLog');
  },
  get mailDir() {
    return inject('mailDir');
  },
  get databaseUrl() {
    return inject('databaseUrl');
  },
};

/** The URL of a club host on the test server, e.g. `club-b.localhost`. */
export function hostUrl(host: string, path = '/'): string {
  return `http://${host}:${env.port}${path}`;
}
