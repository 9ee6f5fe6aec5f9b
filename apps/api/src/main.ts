import { StartupError } from '@/bootstrap/startup-error';
import { shutdownOnSignals } from '@/bootstrap/shutdown';
import { DataDirLockedError } from '@/db/data-dir-lock';
import { loadConfig } from '@/env';
import { startServer } from '@/server';

// Listen, and shut down gracefully on a signal (bootstrap/shutdown.ts): nothing else lives here.
try {
  const config = loadConfig();
  shutdownOnSignals(await startServer(config), config);
} catch (error) {
  // Something the operator must fix: the message says what, a stack trace would not help.
  if (error instanceof DataDirLockedError || error instanceof StartupError) {
    console.error(`\n${error.message}\n`);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
}
