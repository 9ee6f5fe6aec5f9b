import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/client';
import type { Config } from '@/env';
import { randomPassword } from '@/lib/secrets';
import { countOrganisations, createOrganisation } from '@/modules/platform/platform.service';

export const DEMO_CLUB_NAME = 'Demo Sailing Club';

/**
 * On an empty database, creates the demo club on localhost so a fresh start has something
 * to log in to. The admin password is printed once; it is not stored anywhere in clear.
 */
export async function ensureDemoOrganisation(db: Db, config: Config, log: FastifyBaseLogger) {
  if (!config.DEMO_BOOTSTRAP || (await countOrganisations(db)) > 0) return null;
  const password = config.DEMO_ADMIN_PASSWORD ?? randomPassword();
  let created: Awaited<ReturnType<typeof createOrganisation>>;
  try {
    created = await createOrganisation(
      db,
      {
        name: DEMO_CLUB_NAME,
        prefix: 'DSC',
        domains: ['localhost', '127.0.0.1'],
        contact_name: 'Demo Club Office',
        contact_email: 'office@demo.crewcall.test',
        admin: { email: config.DEMO_ADMIN_EMAIL, name: 'Demo Admin', password },
      },
      // The banner's address: the public port if configured, else the one this server listens on.
      { ...config, PUBLIC_PORT: config.PUBLIC_PORT ?? config.PORT },
    );
  } catch (error) {
    // Two instances starting at once on an empty database both found no club: the one
    // whose club lost the race on its domain (localhost is unique) starts with the other's.
    if ((await countOrganisations(db)) > 0) {
      log.info('the demo club was created by another instance');
      return null;
    }
    throw error;
  }
  log.info({ organisation: created.organisation.id }, 'created the demo club');
  const banner = [
    '',
    '  ┌──────────────────────────────────────────────────────────────',
    `  │ ${DEMO_CLUB_NAME} is ready at ${created.organisation.url}`,
    `  │ Log in as   ${config.DEMO_ADMIN_EMAIL}`,
    `  │ Password    ${password}`,
    '  │ (shown once: note it down. `pnpm cli demo:seed` adds demo data.)',
    '  └──────────────────────────────────────────────────────────────',
    '',
  ].join('\n');
  process.stdout.write(`${banner}\n`);
  return created;
}
