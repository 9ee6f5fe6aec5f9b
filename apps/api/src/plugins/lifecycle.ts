import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Where the process is in its life: `draining` from the shutdown signal on
     * (bootstrap/shutdown.ts), when /api/ready answers 503 so that load balancers stop
     * sending new requests while the ones in flight finish. One object for every scope.
     */
    lifecycle: { draining: boolean };
  }
}

export default fp(
  async function lifecyclePlugin(app: FastifyInstance) {
    const lifecycle = { draining: false };
    app.decorate('lifecycle', lifecycle);
    // Draining: every answer closes its connection after it, so that no idle keep-alive
    // connection holds the server's close open (Node waits for each to time out, 72 s).
    // A callback, not an async hook: no promise on every answer for a flag that is off.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (lifecycle.draining) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'lifecycle' },
);
