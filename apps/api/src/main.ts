import { StartupError } from '@/bootstrap/startup-error';
import { DataDirLockedError } from '@/db/data-dir-lock';
import { loadConfig } from '@/env';
import { startServer } from '@/server';

// Listen, and shut down gracefully on a signal: nothing else lives here.
try {
  const app = await startServer(loadConfig());
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal} received, closing`);
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
} catch (error) {
  // Something the operator must fix: the message says what, a stack trace would not help.
  if (error instanceof DataDirLockedError || error instanceof StartupError) {
    console.error(`\n${error.message}\n`);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
}
