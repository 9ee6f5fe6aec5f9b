import { parseArgs } from 'node:util';
import { CreateOrganisationSchema } from '@crewcall/contract';
import { openDatabase } from '@/db/client';
import type { Config } from '@/env';
import { HttpError, issuesToFieldErrors } from '@/lib/http-errors';
import { createOrganisation, listOrganisations } from '@/modules/platform/platform.service';
import { backup, restore } from './backup';
import { clubDataCommand } from './club-data';
import { listMail } from './mail-list';
import { migrateToPostgres } from './migrate-to-postgres';
import { seedDemoClub } from './seed-demo-club';
import { setPassword } from './set-password';

const USAGE = `Usage: pnpm cli <command> [options]

Run the commands with the same DATABASE_URL, DATA_DIR and MAIL_DIR as the app: with the
embedded database (no DATABASE_URL) another DATA_DIR is another, empty, database, and the
app must be stopped first (the folder is locked to one process).

Commands:
  org:create --name N --prefix P --domain D [--domain D2 …] --admin-email E --admin-name N
             --admin-password P [--contact-name N] [--contact-email E]
             [--time-zone Z]  (IANA name, default Europe/London)
             Onboard a club; prints {organisation, admin} as JSON.
  org:list   Every club with its domains and time zone, as JSON.
  demo:seed  [--domain localhost] Fill the demo club with people, roles, locations and a
             rota around today (a series, events, shifts, requests, availability).
  mail:list  [--to E] [--limit N] The newest mails in the local mailbox (MAIL_DIR, default
             <DATA_DIR>/mailbox outside production), newest first, as JSON.
  user:set-password --email E --password P
             Set a login's password (e.g. the demo admin's, if its first password is
             lost); ends its sessions in every club.
  migrate    Bring the database's schema up to date and exit (a deployment's migration
             step, e.g. infra/k8s/migrate-job.yaml, before new API instances start), as
             the schema's owner: MIGRATION_DATABASE_URL, else DATABASE_URL.
  migrate-to-postgres --from DATA_DIR --to postgres://…
             Move everything in the embedded database of DATA_DIR (the app stopped) into
             an empty PostgreSQL database, whose login must be a superuser; then start the
             app with DATABASE_URL set to it (and the same DATA_DIR, which keeps pictures).
  backup --to FILE
             The embedded database and the local media folder in one tar file (the app
             stopped: refused while DATA_DIR is in use). PostgreSQL: pg_dump, see
             docs/OPERATIONS.md.
  restore --from FILE [--force]
             Put a backup into DATA_DIR (the app stopped); refused over a database or
             media folder that is not empty unless --force (which replaces them).
  club:export --club C --to DIR
             Everything of one club (C: its id, prefix or a domain) as JSON, one file per
             table, plus its pictures, into a new folder. Credentials are left out.
  club:delete --club C --confirm C
             Delete every row of one club in every table, its logins used by no other
             club, and its pictures, in one transaction. Cannot be undone: export first.
`;

export type CliIo = { out: (text: string) => void; err: (text: string) => void };

/** Runs one operator command; returns the process exit code. */
export async function runCli(argv: string[], config: Config, io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') {
    io.out(USAGE);
    return command ? 0 : 1;
  }
  const known = [
    'org:create',
    'org:list',
    'demo:seed',
    'mail:list',
    'user:set-password',
    'migrate-to-postgres',
    'migrate',
    'backup',
    'restore',
    'club:export',
    'club:delete',
  ];
  if (!known.includes(command)) {
    io.err(`Unknown command "${command}".\n\n${USAGE}`);
    return 1;
  }
  if (command === 'mail:list') return listMail(rest, config, io);
  if (command === 'migrate-to-postgres') return migrateToPostgres(rest, io);
  if (command === 'backup') return backup(rest, config, io);
  if (command === 'restore') return restore(rest, config, io);
  if (command === 'club:export' || command === 'club:delete')
    return clubDataCommand(command, rest, config, io);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    migrationUrl: config.MIGRATION_DATABASE_URL,
    dataDir: config.DATA_DIR,
    max: 2,
  });
  try {
    // Opening the database migrated it.
    if (command === 'migrate') {
      io.out('The database schema is up to date.\n');
      return 0;
    }
    if (command === 'org:list') {
      // Each club at the address its mailed links carry (PUBLIC_SCHEME, PUBLIC_PORT).
      io.out(JSON.stringify(await listOrganisations(database.db, config), null, 2));
      return 0;
    }
    if (command === 'user:set-password') return await setPassword(database.db, rest, io);
    if (command === 'demo:seed') {
      const { values } = parseArgs({
        args: rest,
        options: { domain: { type: 'string', default: 'localhost' } },
      });
      io.out(JSON.stringify(await seedDemoClub(database.db, values.domain), null, 2));
      // Bulk writes: the embedded database has no autovacuum to gather statistics after.
      await database.refreshStatistics();
      return 0;
    }
    const { values } = parseArgs({
      args: rest,
      options: {
        name: { type: 'string' },
        prefix: { type: 'string' },
        domain: { type: 'string', multiple: true },
        'admin-email': { type: 'string' },
        'admin-name': { type: 'string' },
        'admin-password': { type: 'string' },
        'contact-name': { type: 'string' },
        'contact-email': { type: 'string' },
        'time-zone': { type: 'string' },
      },
    });
    const parsed = CreateOrganisationSchema.safeParse({
      name: values.name,
      prefix: values.prefix,
      domains: values.domain ?? [],
      contact_name: values['contact-name'],
      contact_email: values['contact-email'],
      time_zone: values['time-zone'],
      admin: {
        email: values['admin-email'],
        name: values['admin-name'],
        password: values['admin-password'],
      },
    });
    if (!parsed.success) {
      io.err(JSON.stringify(issuesToFieldErrors(parsed.error.issues), null, 2));
      return 1;
    }
    io.out(JSON.stringify(await createOrganisation(database.db, parsed.data, config), null, 2));
    return 0;
  } catch (error) {
    if (error instanceof HttpError) {
      io.err(JSON.stringify(error.body, null, 2));
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}
