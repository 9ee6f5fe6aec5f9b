import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// The only file that reads process.env: everything else receives a typed Config.

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const yesNo = z.enum(['true', 'false', '1', '0', 'yes', 'no', '']).optional();
const booleanFlag = yesNo.transform((v) => v === 'true' || v === '1' || v === 'yes');
/** A yes/no setting that is on unless set to false, 0 or no. */
const onUnlessTurnedOff = () =>
  yesNo.transform((v) => v === undefined || v === '' || v === 'true' || v === '1' || v === 'yes');

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset: embedded PGlite in DATA_DIR. */
  DATABASE_URL: optionalString,
  /**
   * The schema owner's URL, for migrating (PostgreSQL): set where migrations run (the
   * migration job, `pnpm cli migrate`), never on the app's instances, which log in as the
   * app's own role and only check the schema is current. Unset: DATABASE_URL migrates when
   * its login may (it owns the schema, or is a superuser).
   */
  MIGRATION_DATABASE_URL: optionalString,
  DATA_DIR: z.string().default(path.join(apiRoot, 'data')),
  /** Believe X-Forwarded-Host / X-Forwarded-For only behind a known proxy. */
  TRUST_PROXY: booleanFlag,
  /** Enables the platform operator API; unset means every platform call is refused. */
  OPERATOR_TOKEN: optionalString,
  /** Signs access tokens; required in production (the auth plugin refuses to start without). */
  JWT_SECRET: optionalString,
  /** Lifetime of an access token (JWT), in seconds. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900), // 15 minutes
  /** Lifetime of a refresh token, in days; every use issues a fresh one (sliding session). */
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().positive().default(14),
  /**
   * Where mail goes: 'outbox-log' (default) records it, logs it and fills the local mailbox;
   * 'ses' sends it through Amazon SES (credentials from the AWS SDK's standard chain).
   */
  MAIL_ADAPTER: z.enum(['outbox-log', 'ses']).default('outbox-log'),
  /** The address mail is from (a verified SES identity); the sender name is the club's. */
  MAIL_FROM: optionalString,
  /** SES's region; unset: the AWS SDK's (AWS_REGION). */
  SES_REGION: optionalString,
  /** Another SES-compatible endpoint (tests, a local fake); unset: AWS's. */
  SES_ENDPOINT: optionalString,
  /** Where SMS goes: 'log' (default) logs it and fills the local SMS box; 'twilio' sends it. */
  SMS_ADAPTER: z.enum(['log', 'twilio']).default('log'),
  TWILIO_ACCOUNT_SID: optionalString,
  /** A secret: only ever sent in Twilio's Authorization header. */
  TWILIO_AUTH_TOKEN: optionalString,
  /** The sending number (E.164) or sender id; or TWILIO_MESSAGING_SERVICE_SID. */
  TWILIO_FROM: optionalString,
  TWILIO_MESSAGING_SERVICE_SID: optionalString,
  /** Another base for Twilio's REST API (tests, a local fake); unset: Twilio's. */
  TWILIO_API_BASE: optionalString,
  /**
   * Local SMS box folder (the log SMS adapter delivers each SMS there as a file). Unset:
   * `<MAIL_DIR>/sms` when MAIL_DIR is set, else off in production and tests and
   * `<DATA_DIR>/sms` otherwise.
   */
  SMS_DIR: optionalString,
  /** Abuse limits of the account endpoints. Per client IP, per minute: */
  RATE_LIMIT_CHECK_PER_MINUTE: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_REGISTER_PER_MINUTE: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_RESET_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /**
   * Per account (email) AND client address: wrong passwords in 15 minutes, at login or when
   * joining a club. Another address (another club's member, the owner) is not locked out.
   */
  RATE_LIMIT_FAILED_LOGINS_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  /** Per account from all addresses, in an hour (ASVS: at most 100); see auth.limits.ts. */
  RATE_LIMIT_FAILED_LOGINS_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().positive().default(100),
  /** Operator (platform) API calls per client IP per minute; a wrong token counts 5. */
  RATE_LIMIT_PLATFORM_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** Per club and address: reset mails sent in an hour (stops mail-bombing a mailbox). */
  RATE_LIMIT_RESET_EMAILS_PER_ACCOUNT: z.coerce.number().int().positive().default(3),
  /** Calls per kiosk per minute (kiosk/data and kiosk/confirm, keyed by the kiosk). */
  RATE_LIMIT_KIOSK_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** Prefix of the rate-limit keys in Redis, so deployments (or test runs) sharing one stay apart. */
  RATE_LIMIT_REDIS_PREFIX: z.string().default('crewcall:rl:'),
  WEB_DIST: z.string().default(path.resolve(apiRoot, '../web/dist')),
  DEMO_ADMIN_EMAIL: z.string().email().default('admin@demo.crewcall.test'),
  DEMO_ADMIN_PASSWORD: optionalString,
  /**
   * Create the demo club on an empty database. Unset: on, except in production, where only
   * an explicit DEMO_BOOTSTRAP=true creates it (a real deployment starts with no club).
   */
  DEMO_BOOTSTRAP: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  BODY_LIMIT: z.coerce.number().int().positive().default(1_048_576),
  REDIS_URL: optionalString,
  /** Origin of the optional analytics script, allowed by the content security policy. */
  ANALYTICS_ORIGIN: optionalString,
  /** Public scheme used when building links to a club's site (e.g. in emails). */
  PUBLIC_SCHEME: z.enum(['http', 'https']).default('http'),
  /**
   * Port in links to a club's site, when it is not the scheme's default (e.g. 3000 for a
   * server reached directly). Unset: none, except in development, where PORT is used.
   */
  PUBLIC_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /**
   * Local mailbox folder: the default mail adapter also delivers each mail there as a
   * file (the developer's stand-in inbox; `pnpm cli mail:list` reads it). Unset: off in
   * production and tests, `<DATA_DIR>/mailbox` otherwise.
   */
  MAIL_DIR: optionalString,
  /**
   * How often the job runner also looks for due jobs (ms), besides being woken by every
   * commit that enqueued one: retries scheduled by another process, missed wake-ups.
   * 0: only wake-ups and its own retries (the test kit, so tests count only their own
   * statements).
   */
  JOBS_POLL_MS: z.coerce.number().int().min(0).default(10_000),
  /**
   * How often (seconds) the reminder scan looks for shifts a week or a day away whose
   * people have not been reminded (modules/shifts/shift-reminders.ts). 0: never (the test
   * kit; tests run the scan themselves with the moment they choose).
   */
  REMINDER_SCAN_SECONDS: z.coerce.number().int().min(0).default(60),
  /**
   * Shutdown (bootstrap/shutdown.ts): after SIGTERM, keep serving this long (seconds) with
   * /api/ready answering 503, so a load balancer stops routing here before the socket closes.
   */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(300).default(0),
  /** Shutdown: exit anyway this long (seconds) after the signal if requests or jobs still run. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(1).max(3600).default(20),
  /**
   * Embedded database only: how often (seconds) tables changed in bulk get fresh planner
   * statistics and are vacuumed, as autovacuum does on PostgreSQL (plugins/planner-statistics.ts). 0: never.
   */
  STATISTICS_SCAN_SECONDS: z.coerce.number().int().min(0).default(30),
  /**
   * What carries jobs: 'bullmq' (queues on Redis, REDIS_URL required, PostgreSQL only),
   * 'database' (the in-process runner, the `jobs` table as the queue), or 'auto': BullMQ
   * when REDIS_URL is set and the database is PostgreSQL.
   */
  JOBS_TRANSPORT: z.enum(['auto', 'database', 'bullmq']).default('auto'),
  /**
   * Jobs one process runs at once (1 on PGlite). Unset: 1 in the API process, 4 in a
   * worker process. Why 1 in the API: its jobs share the CPU with requests; measured with
   * bench:bulk on 2 cores, a 5,000-person email sent at 4 at once tripled the calendar's
   * and dashboard's p99, at 1 it left them within 1.4× (and still sent in about 20 s).
   * Each running job holds a database connection of the pool (10): keep it well below.
   */
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(8).optional(),
  /**
   * Embedded database only: run it on a worker thread of its own (db/pglite-thread.ts), so
   * that its statements do not hold up the app's thread. false: in-process.
   */
  PGLITE_THREAD: onUnlessTurnedOff(),
  /**
   * Embedded database only: keep whole answers of the busiest reads in the process, by the
   * database's write generation (plugins/embedded-answers.ts). false: every read runs.
   */
  EMBEDDED_ANSWERS: onUnlessTurnedOff(),
  /** Run jobs in this process (false on API instances when `pnpm worker` runs them). */
  RUN_JOBS: onUnlessTurnedOff(),
  /** Prefix of the job queues' keys in Redis (deployments, or test files, sharing one stay apart). */
  JOBS_REDIS_PREFIX: z.string().default('crewcall:jobs'),
  /** BullMQ: a job held by a worker that died is given to another after this (ms). */
  JOBS_LOCK_MS: z.coerce.number().int().min(1_000).default(30_000),
  /**
   * Where uploaded pictures (avatars, logos) are kept (adapters/media): an S3 bucket when
   * S3_BUCKET is set, else the local folder MEDIA_DIR (unset: `<DATA_DIR>/media`). Every
   * club's objects sit under its own prefix, `org-<id>/`. S3 credentials come from the AWS
   * SDK's standard chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, a role).
   */
  MEDIA_DIR: optionalString,
  S3_BUCKET: optionalString,
  /** The bucket's region; unset: the AWS SDK's (AWS_REGION). */
  S3_REGION: optionalString,
  /** Another S3-compatible store (MinIO, R2, a test's server); unset: AWS's. */
  S3_ENDPOINT: optionalString,
  /** `bucket` in the path rather than the host name (most S3-compatible stores want it). */
  S3_FORCE_PATH_STYLE: booleanFlag,
  /**
   * Parse every answer with its contract schema before it leaves, and answer 500 when it
   * does not match (plugins/answer-check.ts). For tests: it costs a parse per answer.
   */
  CHECK_RESPONSES: booleanFlag,
  /**
   * Prometheus metrics (plugins/metrics.ts) on this port of its own, at /metrics: kept off
   * the public port so they never reach a club's visitors. Unset or 0: not served (9464 is
   * the customary port).
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** Where the metrics port listens; the pod's or container's network, not the world. */
  METRICS_HOST: z.string().default('0.0.0.0'),
});

export type Config = Omit<z.infer<typeof ConfigSchema>, 'DEMO_BOOTSTRAP'> & {
  DEMO_BOOTSTRAP: boolean;
};

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Config> = {},
): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((i) => `  ${i.path.join('.')}: ${i.message}`)
      .join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const { DEMO_BOOTSTRAP, ...rest } = parsed.data;
  return {
    ...rest,
    DEMO_BOOTSTRAP: DEMO_BOOTSTRAP ?? rest.NODE_ENV !== 'production',
    ...overrides,
  };
}
