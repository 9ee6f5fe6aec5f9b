import { contract } from '@crewcall/contract';
import type { FastifyInstance } from 'fastify';
import { registerContract } from '@/lib/ts-rest';
import { scanExpiringRecords } from './expiry-notices';
import { listRoleRequirements, setRoleRequirements } from './requirements.service';

/**
 * `GET /api/roles/requirements` and `PUT /api/roles/{id}/requirements` (admin): the
 * competencies roles require (requirements.service.ts). Also starts the periodic scan
 * that tells people their records run out soon (expiry-notices.ts).
 */
export async function roleRequirementsRoutes(app: FastifyInstance) {
  app.jobs.every('record-expiry-notices', app.config.REMINDER_SCAN_SECONDS * 1000, async () => {
    await scanExpiringRecords({ db: app.db, links: app.config });
  });
  const admin = { onRequest: app.requireAdmin };
  registerContract(app, contract.roleRequirements, {
    roleRequirements: {
      hooks: admin,
      handler: async ({ request }) => ({
        status: 200,
        body: await listRoleRequirements(app.db, request.organisation.id),
      }),
    },
    setRoleRequirements: {
      hooks: admin,
      handler: async ({ params, body, request }) => ({
        status: 200,
        body: await setRoleRequirements(app.db, {
          orgId: request.organisation.id,
          roleId: params.id,
          competencies: body.competencies,
        }),
      }),
    },
  });
}
