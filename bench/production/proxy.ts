/**
 * The bench's reverse proxy (bench/production.bench.ts), run as a child process of its own
 * so that its work is not measured on the load client's event loop. Round robin over the
 * API instances in PROXY_UPSTREAMS (JSON: [{name, port}]) on PROXY_PORT.
 *
 * - A refused connection means the request never reached that instance: the upstream is
 *   marked down and the same request (body kept) goes to the next one, whatever its method.
 * - A connection that breaks before the answer (the instance died with the request in
 *   flight) cannot be retried here: the proxy cannot know whether it was applied. It
 *   answers 502 with `x-bench-proxy-error`, and the client decides (it retries what is safe).
 * - A down upstream is probed every PROBE_MS (GET /api/health) and taken back when it answers.
 * Every answer carries `x-bench-upstream` (which instance answered, or failed): the bench
 * checks that only the killed instance's requests failed. Told "stats" on its IPC channel,
 * it sends its counts back.
 */
import { Agent, createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';

type Upstream = { name: string; port: number; agent: Agent; down: boolean };
type Counts = { forwarded: number; refused: number; broken: number; markedDown: number };

const PROBE_MS = 250;
const upstreams: Upstream[] = (
  JSON.parse(process.env.PROXY_UPSTREAMS ?? '[]') as { name: string; port: number }[]
).map((u) => ({ ...u, agent: new Agent({ keepAlive: true, maxSockets: 64 }), down: false }));
const counts = new Map<string, Counts>(
  upstreams.map((u) => [u.name, { forwarded: 0, refused: 0, broken: 0, markedDown: 0 }]),
);
let next = 0;

function tell(message: Record<string, unknown>) {
  process.send?.({ ...message, at: Date.now() });
}

/** The next upstream that is up and not yet tried for this request, round robin. */
function pick(tried: Set<string>): Upstream | undefined {
  for (let i = 0; i < upstreams.length; i++) {
    const u = upstreams[(next + i) % upstreams.length];
    if (!u.down && !tried.has(u.name)) {
      next = (next + i + 1) % upstreams.length;
      return u;
    }
  }
  return undefined;
}

function markDown(u: Upstream) {
  if (u.down) return;
  u.down = true;
  (counts.get(u.name) as Counts).markedDown++;
  u.agent.destroy(); // its pooled sockets are dead
  u.agent = new Agent({ keepAlive: true, maxSockets: 64 });
  tell({ type: 'down', upstream: u.name });
  const probe = setInterval(() => {
    const req = request(
      { host: '127.0.0.1', port: u.port, path: '/api/health', timeout: 1_000 },
      (res) => {
        res.resume();
        if (res.statusCode === 200 && u.down) {
          u.down = false;
          clearInterval(probe);
          tell({ type: 'up', upstream: u.name });
        }
      },
    );
    req.on('error', () => {});
    req.on('timeout', () => req.destroy());
    req.end();
  }, PROBE_MS);
}

function forward(
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
  tried: Set<string>,
): void {
  const u = pick(tried);
  if (!u) {
    res.writeHead(503, { 'x-bench-proxy-error': 'no-upstream' }).end();
    return;
  }
  tried.add(u.name);
  const c = counts.get(u.name) as Counts;
  c.forwarded++;
  let answered = false;
  const upstream = request(
    {
      host: '127.0.0.1',
      port: u.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
      agent: u.agent,
    },
    (answer) => {
      answered = true;
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-bench-upstream': u.name });
      answer.pipe(res);
      answer.on('error', () => res.destroy());
      answer.on('aborted', () => res.destroy());
    },
  );
  upstream.on('error', (error: NodeJS.ErrnoException) => {
    if (answered) {
      res.destroy();
      return;
    }
    if (error.code === 'ECONNREFUSED') {
      c.refused++;
      markDown(u);
      forward(req, res, body, tried); // never reached it: safe to send elsewhere
      return;
    }
    c.broken++;
    res
      .writeHead(502, { 'x-bench-upstream': u.name, 'x-bench-proxy-error': error.code ?? 'broken' })
      .end();
  });
  upstream.end(body);
}

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (d: Buffer) => chunks.push(d));
  req.on('end', () => forward(req, res, Buffer.concat(chunks), new Set()));
});
server.keepAliveTimeout = 120_000;
server.listen(Number(process.env.PROXY_PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  tell({ type: 'listening', port: typeof address === 'object' ? address?.port : 0 });
});
process.on('message', (message: { type?: string }) => {
  if (message?.type === 'stats') tell({ type: 'stats', counts: Object.fromEntries(counts) });
});
process.on('disconnect', () => process.exit(0));
