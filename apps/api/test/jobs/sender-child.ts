// A separate API process for kill-the-sender.test.ts (run with `node --import tsx`): it
// asks for a password reset, lets the request commit and its job start, and stops dead at
// the moment the job would hand the mail over (the parent kills it with SIGKILL there).
import { buildApp } from '@/app';
import { openDatabase } from '@/db/client';
import { loadConfig } from '@/env';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const config = loadConfig(
  { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
  {
    DATABASE_URL: env('DATABASE_URL'),
    MAIL_DIR: env('MAIL_DIR'),
    OPERATOR_TOKEN: 'o'.repeat(32),
    DEMO_BOOTSTRAP: false,
    WEB_DIST: '/nonexistent',
    JOBS_POLL_MS: 0,
    REMINDER_SCAN_SECONDS: 0,
  },
);
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: '',
  migrate: false,
  max: 3,
});
const app = await buildApp({ config, database });
// The sending step never returns: this process dies inside it, job claimed, mail unsent.
app.mail.sendMail = () => {
  process.stdout.write('sending\n');
  return new Promise(() => {});
};
await app.ready();
const answer = await app.inject({
  method: 'PUT',
  url: '/api/password_reset/request',
  headers: { host: env('CLUB_HOST') },
  payload: { email: env('EMAIL') },
});
process.stdout.write(`answered ${answer.statusCode}\n`);
