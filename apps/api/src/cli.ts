import { runCli } from '@/cli/run-cli';
import { DataDirLockedError } from '@/db/data-dir-lock';
import { loadConfig } from '@/env';

// Operator commands from a terminal: `pnpm cli org:create …`, `pnpm cli org:list`, …
try {
  const code = await runCli(
    process.argv.slice(2),
    loadConfig(process.env, { LOG_LEVEL: 'silent' }),
    {
      out: (text) => process.stdout.write(`${text}\n`),
      err: (text) => process.stderr.write(`${text}\n`),
    },
  );
  process.exit(code);
} catch (error) {
  process.stderr.write(`${error instanceof DataDirLockedError ? error.message : String(error)}\n`);
  process.exit(error instanceof DataDirLockedError ? 2 : 1);
}
