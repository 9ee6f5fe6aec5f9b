import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { contract, type KioskData } from '@crewcall/contract';
import type { FastifyInstance } from 'fastify';
import { acceptsGzip, sendAnswer } from '@/db/read/answer-cache';
import { registerContract } from '@/lib/ts-rest';
import { confirmAtKiosk } from './kiosk-confirm.service';
import { kioskData } from './kiosk-data.service';
import {
  changeKiosk,
  createKiosk,
  describeKiosks,
  removeKiosk,
  revokeKiosk,
  rotateKiosk,
} from './kiosks.service';

const gzipped = promisify(gzip);

/**
 * Kiosks (issue 24):
 * - `GET|POST /api/kiosks`, `PUT|DELETE /api/kiosks/:id`, `POST /api/kiosks/:id/rotate|revoke`
 *   (admin): the devices; a secret is answered once, when made or rotated;
 * - `GET /api/kiosk/data`, `PUT /api/kiosk/confirm` (the kiosk's secret in `x-kiosk-auth`,
 *   plugins/kiosk-auth.ts): the day's shifts, people and roles; sign-ins and sign-outs.
 */
export async function kiosksRoutes(app: FastifyInstance) {
  const admin = { onRequest: app.requireAdmin };
  const kiosk = { onRequest: app.authenticateKiosk };
  const club = (request: { organisation: { id: number } }) => ({
    db: app.db,
    orgId: request.organisation.id,
  });
  registerContract(app, contract.kiosks, {
    list: {
      hooks: admin,
      handler: async ({ request }) => ({ status: 200, body: await describeKiosks(club(request)) }),
    },
    create: {
      hooks: admin,
      handler: async ({ body, request, reply }) => {
        reply.header('cache-control', 'no-store'); // the answer holds the secret
        return { status: 201, body: await createKiosk(club(request), body) };
      },
    },
    update: {
      hooks: admin,
      handler: async ({ params, body, request }) => ({
        status: 200,
        body: await changeKiosk(club(request), params.id, body),
      }),
    },
    rotate: {
      hooks: admin,
      handler: async ({ params, request, reply }) => {
        reply.header('cache-control', 'no-store');
        return { status: 200, body: await rotateKiosk(club(request), params.id) };
      },
    },
    revoke: {
      hooks: admin,
      handler: async ({ params, request }) => ({
        status: 200,
        body: await revokeKiosk(club(request), params.id),
      }),
    },
    remove: {
      hooks: admin,
      handler: async ({ params, request }) => {
        await removeKiosk(club(request), params.id);
        return { status: 204, body: undefined };
      },
    },
    data: {
      hooks: kiosk,
      handler: async ({ request, reply }) => {
        const data = await kioskData(app.db, { orgId: request.kiosk.orgId, tz: request.kiosk.tz });
        // Gzipped when the tablet takes it: a club's people run to tens of KB, and club
        // Wi-Fi is poor (the same bytes Fastify would write, as the calendar sends them).
        const json = Buffer.from(JSON.stringify(data));
        const packed = acceptsGzip(request.headers['accept-encoding']) ? await gzipped(json) : json;
        return {
          status: 200,
          body: sendAnswer<KioskData>({ request, reply }, { json, gzip: packed }),
        };
      },
    },
    confirm: {
      hooks: kiosk,
      handler: async ({ body, request }) => ({
        status: 200,
        body: await confirmAtKiosk(app.db, request.kiosk, body),
      }),
    },
  });
}
