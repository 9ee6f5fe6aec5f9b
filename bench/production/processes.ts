import { type ChildProcess, fork, spawn } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';

/**
 * The production bench's child processes: API instances (apps/api/src/main.ts) and the job
 * worker (apps/api/src/worker.ts), each a real Node process running the real entry point
 * under tsx's loader (`node --import tsx`, not the tsx CLI: the CLI runs the program in a
 * grandchild, which a SIGKILL of the child would leave running), and the proxy.
 *
 * Each child's output goes to a log file; its lines are also read as they come: the
 * outbox-log mail adapter writes one line per mail it delivers, which is how the bench
 * counts deliveries independently of the `messages` rows.
 */

export type Delivery = { to: string; subject: string; process: string; at: number };

export type ServiceProcess = {
  name: string;
  port?: number;
  child?: ChildProcess;
  /** Starts (or restarts) the process and resolves once it is ready. */
  start(): Promise<void>;
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Log lines at level error or above, with the process's name. */
  errors: string[];
};

export function serviceProcess(o: {
  name: string;
  apiRoot: string;
  entry: 'src/main.ts' | 'src/worker.ts';
  env: Record<string, string>;
  port?: number;
  logDir: string;
  deliveries: Delivery[];
}): ServiceProcess {
  let log: WriteStream | undefined;
  const self: ServiceProcess = {
    name: o.name,
    port: o.port,
    errors: [],
    async start() {
      log ??= createWriteStream(path.join(o.logDir, `${o.name}.log`), { flags: 'a' });
      const env = { ...process.env, ...o.env, ...(o.port ? { PORT: String(o.port) } : {}) };
      // As docker/Dockerfile runs them (its CMD).
      const child = spawn(
        process.execPath,
        ['--max-semi-space-size=64', '--import', 'tsx', o.entry],
        {
          cwd: o.apiRoot,
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      self.child = child;
      let workerStarted: (() => void) | undefined;
      const started = new Promise<void>((resolve) => {
        workerStarted = resolve;
      });
      const exited = new Promise<never>((_, reject) =>
        child.once('exit', (code, signal) =>
          reject(new Error(`${o.name} exited (${code ?? signal}) while starting: see ${o.logDir}`)),
        ),
      );
      exited.catch(() => {});
      child.stderr?.pipe(log, { end: false });
      createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
        log?.write(`${line}\n`);
        readLine(line);
      });
      const readLine = (line: string) => {
        let entry: { level?: number; msg?: string; mailAdapter?: string };
        try {
          entry = JSON.parse(line);
        } catch {
          return;
        }
        if (entry.mailAdapter === 'outbox-log' && entry.msg) {
          // "mail to <address>: <subject>\n<text>" (adapters/mail/outbox-log.ts)
          const match = /^mail to (\S+): ([^\n]*)/.exec(entry.msg);
          if (match)
            o.deliveries.push({ to: match[1], subject: match[2], process: o.name, at: Date.now() });
        }
        if (entry.msg === 'job worker started') workerStarted?.();
        if ((entry.level ?? 0) >= 50) self.errors.push(`${o.name}: ${line.slice(0, 600)}`);
      };
      const ready = o.port ? waitForHealth(o.port, child) : started;
      await Promise.race([ready, exited]);
    },
    async kill(signal) {
      const child = self.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      // A graceful close that hangs must not hang the bench.
      const stuck = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await gone;
      clearTimeout(stuck);
    },
  };
  return self;
}

/** Polls GET /api/health on the instance's own port until it answers 200. */
async function waitForHealth(port: number, child: ChildProcess) {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const status = await new Promise<number>((resolve) => {
      const req = request(
        { host: '127.0.0.1', port, path: '/api/health', timeout: 1_000 },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', () => resolve(0));
      req.on('timeout', () => req.destroy());
      req.end();
    });
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export type ProxyEvent = { type: 'down' | 'up'; upstream: string; at: number };
export type ProxyCounts = Record<
  string,
  { forwarded: number; refused: number; broken: number; markedDown: number }
>;

/** Starts bench/production/proxy.ts as a child; answers its port, events and a stats call. */
export async function startProxy(apiRoot: string, upstreams: { name: string; port: number }[]) {
  const events: ProxyEvent[] = [];
  const child = fork(path.join(import.meta.dirname, 'proxy.ts'), [], {
    cwd: apiRoot,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, PROXY_UPSTREAMS: JSON.stringify(upstreams), PROXY_PORT: '0' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let statsWaiter: ((counts: ProxyCounts) => void) | undefined;
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`proxy exited (${code})`)));
    type Message = {
      type: string;
      port?: number;
      counts?: ProxyCounts;
      upstream: string;
      at: number;
    };
    child.on('message', (m: Message) => {
      if (m.type === 'listening') resolve(m.port as number);
      else if (m.type === 'stats') statsWaiter?.(m.counts as ProxyCounts);
      else events.push({ type: m.type as ProxyEvent['type'], upstream: m.upstream, at: m.at });
    });
  });
  return {
    port,
    events,
    stats: () =>
      new Promise<ProxyCounts>((resolve) => {
        statsWaiter = resolve;
        child.send({ type: 'stats' });
      }),
    stop: async () => {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    },
  };
}
