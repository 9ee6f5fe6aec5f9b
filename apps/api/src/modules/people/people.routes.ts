import { contract } from '@crewcall/contract';
import type { FastifyInstance } from 'fastify';
import { keyedMail } from '@/adapters/mail/mail-adapter';
import { registerContract } from '@/lib/ts-rest';
import { invitationJob } from './invitation.job';
import { invitePeople, sendInvitation } from './invitations.service';
import { addPerson, updatePeople } from './people.service';

/**
 * `POST /api/people/invite` (admin): emails people without a login a link to set one.
 * `PUT /api/people` (admin): activation and edits with people's own rules.
 * `POST /api/people/add` (admin): one person added by hand. Reading people
 * is the collection engine's `GET /api/people/` (people.collection.ts, read-only there).
 * The engine's `PUT /api/:collection/` pattern names people too; Fastify tries this static
 * path first, so people's writes always come here.
 */
export async function peopleRoutes(app: FastifyInstance) {
  app.jobs.handle(invitationJob, (payload, job) =>
    sendInvitation({ mail: keyedMail(app.mail, job.key), links: app.config }, payload, job),
  );
  registerContract(app, contract.people, {
    update: {
      hooks: { onRequest: app.requireAdmin },
      handler: async ({ body, request }) => ({
        status: 200,
        body: await updatePeople(app.db, {
          orgId: request.organisation.id,
          actorId: request.person.id,
          changes: body,
        }),
      }),
    },
    addPerson: {
      hooks: { onRequest: app.requireAdmin },
      handler: async ({ body, request }) => ({
        status: 201,
        body: await addPerson(app.db, { orgId: request.organisation.id, input: body }),
      }),
    },
    invitePeople: {
      hooks: { onRequest: app.requireAdmin },
      handler: async ({ body, request }) => ({
        status: 200,
        body: await invitePeople(
          { db: app.db },
          {
            org: { id: request.organisation.id, name: request.organisation.name },
            ids: body.ids,
          },
        ),
      }),
    },
  });
}
