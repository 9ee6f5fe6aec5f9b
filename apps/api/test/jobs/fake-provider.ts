import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ProviderError } from '@/modules/messaging/deliver';

/**
 * A mail provider at the network edge for the sender's fault tests and bench: a local HTTP
 * server that takes a message per POST and counts every delivery by recipient (a duplicate
 * is a second POST for one address; the local mailbox would hide it, one file per key).
 */
export type FakeProvider = {
  url: string;
  /** Deliveries per recipient address. */
  deliveries: Map<string, number>;
  total: () => number;
  close: () => Promise<void>;
};

export async function startFakeProvider(options: { delayMs?: number } = {}): Promise<FakeProvider> {
  const deliveries = new Map<string, number>();
  let total = 0;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const { to } = JSON.parse(body) as { to: string };
      deliveries.set(to, (deliveries.get(to) ?? 0) + 1);
      total++;
      const answer = () => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ id: `fake-${total}` }));
      };
      if (options.delayMs) setTimeout(answer, options.delayMs);
      else answer();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/messages`,
    deliveries,
    total: () => total,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Points the app's mail delivery at the fake provider (its real HTTP, its answers as ProviderErrors). */
export function deliverThrough(app: FastifyInstance, url: string) {
  app.mail.deliver = async (message, options) => {
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: message.to, subject: message.subject, key: options?.key }),
    });
    await answer.text();
    if (!answer.ok)
      throw new ProviderError(`provider answered ${answer.status}`, answer.status >= 500);
    return { providerId: null };
  };
}
