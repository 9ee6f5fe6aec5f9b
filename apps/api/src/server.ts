import { buildApp } from '@/app';
import { ensureDemoOrganisation } from '@/bootstrap/demo-organisation';
import { withPersistedJwtSecret } from '@/bootstrap/jwt-secret';
import { openDatabase } from '@/db/client';
import { assertConfinedLogin } from '@/db/login-check';
import type { Config } from '@/env';
import { assertOperatorTokenStrength } from '@/modules/platform/operator-guard';

/** Opens the database (migrating it), builds the app and bootstraps the demo club. */
export async function startServer(baseConfig: Config) {
  assertOperatorTokenStrength(baseConfig); // before any migration runs: fail fast
  const config = withPersistedJwtSecret(baseConfig);
  let migrated: number | undefined;
  const database = await openDatabase({
    url: config.DATABASE_URL,
    migrationUrl: config.MIGRATION_DATABASE_URL,
    dataDir: config.DATA_DIR,
    thread: config.PGLITE_THREAD,
    onMigrated: (applied) => (migrated = applied),
  });
  if (config.NODE_ENV === 'production') {
    // Before anything answers: a login that can leave the club fence is refused.
    await assertConfinedLogin(database).catch(async (error) => {
      await database.close();
      throw error;
    });
  }
  const app = await buildApp({ config, database });
  // With several instances, the log says which one migrated (the others waited, applying none).
  if (migrated !== undefined) app.log.info({ applied: migrated }, 'database migrations checked');
  app.addHook('onClose', async () => database.close());
  if (!database.rowSecurity) {
    // The club policies still bind a non-superuser table owner (they are forced), but a
    // superuser login without the crewcall_app role would pass every one of them.
    app.log.warn(
      'Row-level security is not in force for this connection: grant the role crewcall_app to the database login (see migration 0007).',
    );
  }
  await ensureDemoOrganisation(database.db, config, app.log);
  await app.listen({ port: config.PORT, host: config.HOST });
  return app;
}
