import { StartupError } from '@/bootstrap/startup-error';
import { loadConfig } from '@/env';
import { buildWorker, runWorker } from '@/worker-app';

// `pnpm worker`: only the job worker (worker-app.ts), for API instances with RUN_JOBS=false.
try {
  await runWorker(await buildWorker(loadConfig()));
} catch (error) {
  if (error instanceof StartupError) {
    console.error(`\n${error.message}\n`);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
}
