import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function tail(file: string): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-40).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * The real API (`pnpm --filter @crewcall/api start`) on `port` with `env` added to ours,
 * its output in `logFile`; resolves once /api/health answers. `stop` ends the whole
 * process group (SIGTERM, then SIGKILL after 10 s). Used by the journeys' global setup
 * and by journeys that need a second server with other settings.
 */
export async function startApiProcess(opts: {
  port: number;
  logFile: string;
  env: Record<string, string>;
}): Promise<{ stop: () => Promise<void> }> {
  const log = createWriteStream(opts.logFile);
  const child = spawn('pnpm', ['--filter', '@crewcall/api', 'start'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(opts.port), HOST: '127.0.0.1', ...opts.env },
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const kill = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((r) => child.once('exit', r));
      kill('SIGTERM');
      const timer = setTimeout(() => kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    log.end();
  };

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(
        `The API exited (${child.exitCode}) before it was healthy:\n${tail(opts.logFile)}`,
      );
    }
    try {
      if ((await fetch(`http://127.0.0.1:${opts.port}/api/health`)).ok) return { stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`The API did not become healthy within 2 minutes:\n${tail(opts.logFile)}`);
}
