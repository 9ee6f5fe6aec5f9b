import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { createRequire } from 'node:module';

/**
 * autocannon in its own process: a load generator sharing the server's event loop would
 * measure itself. Answers what the report prints.
 */
export type LoadResult = {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Requests answered in the measured run. */
  total: number;
};

export async function runLoad(opts: {
  apiRoot: string;
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
}): Promise<LoadResult> {
  const require = createRequire(`${opts.apiRoot}/package.json`);
  const cli = require.resolve('autocannon/autocannon.js');
  const args = [cli, '-j', '-c', String(opts.connections), '-d', String(opts.seconds)];
  for (const [k, v] of Object.entries(opts.headers)) args.push('-H', `${k}=${v}`);
  args.push(opts.url);
  const stdout = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`autocannon exited ${code}`)),
    );
  });
  const r = JSON.parse(stdout.trim().split('\n').pop() ?? '{}');
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    total: r.requests.total,
  };
}

/** One JSON call with node:http (fetch refuses to set Host, which picks the club). */
export function httpJson(
  url: string,
  opts: { method?: string; headers: Record<string, string>; body?: unknown },
): Promise<{ status: number; body: Record<string, unknown> }> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  const headers = payload ? { ...opts.headers, 'content-type': 'application/json' } : opts.headers;
  return new Promise((resolve, reject) => {
    const req = request(url, { method: opts.method ?? 'GET', headers }, (res) => {
      let text = '';
      res.on('data', (d) => {
        text += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text || '{}') }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}
