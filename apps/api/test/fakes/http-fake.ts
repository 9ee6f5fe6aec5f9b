import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A provider's API on a local port (127.0.0.1), for tests that keep the real client code
 * and fake only the network edge. `failNext(n, status)` makes the next n calls answer
 * `status` (with the provider's error body, from `errorFor`); `requests` counts every call.
 */
export type FakeProvider<T> = {
  url: string;
  /** What the provider accepted, in order. */
  received: T[];
  /** Calls answered, accepted or not. */
  requests: () => number;
  failNext: (n: number, status: number, error?: string) => void;
  close: () => Promise<void>;
};

export type FakeAnswer = { status: number; headers?: Record<string, string>; body: unknown };

export async function startHttpFake<T>(
  handle: (
    req: IncomingMessage,
    body: string,
    failure: { status: number; error?: string } | null,
  ) => Promise<{ answer: FakeAnswer; accepted?: T }>,
): Promise<FakeProvider<T>> {
  const received: T[] = [];
  const failures: { status: number; error?: string }[] = [];
  let requests = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', async () => {
      requests++;
      try {
        const { answer, accepted } = await handle(
          req,
          Buffer.concat(chunks).toString('utf8'),
          failures.shift() ?? null,
        );
        if (accepted !== undefined) received.push(accepted);
        res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
        res.end(JSON.stringify(answer.body));
      } catch (error) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: String(error) }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    requests: () => requests,
    failNext(n, status, error) {
      for (let i = 0; i < n; i++) failures.push({ status, error });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
