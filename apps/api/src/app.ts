import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import { redactSecrets } from '@/adapters/mail/redact-secrets';
import type { Database } from '@/db/client';
import type { Config } from '@/env';
import { LOG_REDACTED_HEADERS, maskSecretFields } from '@/lib/log-redaction';
import { apiDocsRoutes } from '@/modules/api-docs';
import { mediaFilesRoutes } from '@/modules/media/media-files.routes';
import { platformRoutes } from '@/modules/platform/platform.routes';
import { systemRoutes } from '@/modules/system/system.routes';
import { tenantModules } from '@/modules/tenant-modules';
import answerCheckPlugin from '@/plugins/answer-check';
import authPlugin from '@/plugins/auth';
import dbPlugin from '@/plugins/db';
import errorsPlugin, { handleApiError } from '@/plugins/errors';
import jobsPlugin from '@/plugins/jobs';
import kioskAuthPlugin from '@/plugins/kiosk-auth';
import lifecyclePlugin from '@/plugins/lifecycle';
import mailPlugin from '@/plugins/mail';
import mediaPlugin from '@/plugins/media';
import metricsPlugin from '@/plugins/metrics';
import plannerStatisticsPlugin from '@/plugins/planner-statistics';
import rateLimitPlugin from '@/plugins/rate-limit';
import securityHeadersPlugin from '@/plugins/security-headers';
import smsPlugin from '@/plugins/sms';
import tenantPlugin, { withTenant } from '@/plugins/tenant';
import webAppPlugin from '@/plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

function loggerOptions(config: Config, logStream?: LogStream): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent') return false;
  const pretty = !logStream && process.stdout.isTTY && config.NODE_ENV !== 'production';
  return {
    level: config.LOG_LEVEL,
    // Secrets never in a line (lib/log-redaction.ts). Every line of a request also carries
    // `reqId`, and once known `org` and `person` (lib/log-bindings.ts).
    redact: LOG_REDACTED_HEADERS,
    formatters: { log: maskSecretFields },
    ...(logStream ? { stream: logStream } : {}),
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

/** pino's loggers answer it; Fastify's stand-in when logging is off does not. */
type LevelCheck = { isLevelEnabled?: (level: string) => boolean };

/** Where log lines go instead of stdout (tests read what the app logged). */
export type LogStream = { write: (line: string) => void };

/** The whole API as one Fastify instance: plugins → tenant → modules → web app. */
export async function buildApp({
  config,
  database,
  logStream,
}: {
  config: Config;
  database: Database;
  logStream?: LogStream;
}) {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // We log one line per request ourselves, after the tenant is known, so that it
    // carries the organisation like every other line of that request.
    logController: new LogController({ disableRequestLogging: true }),
    // Errors found before routing (a malformed or overlong URL) leave in the spec's shape too.
    frameworkErrors: handleApiError,
  });
  app.decorate('config', config);
  // Route paths as they are registered, so the 404 handler can tell our /api names apart.
  const routeUrls: string[] = [];
  app.addHook('onRoute', (route) => {
    routeUrls.push(route.url);
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', (request, reply, done) => {
    // Built only when written: masking the URL is two regular expressions per request,
    // for a line that a level above info (the benches' warn) would throw away.
    if ((request.log as LevelCheck).isLevelEnabled?.('info') !== false) {
      request.log.info(
        // The reset page's URL carries its single-use token: logged masked (redactSecrets).
        {
          method: request.method,
          url: redactSecrets(request.url),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request completed',
      );
    }
    done();
  });

  await app.register(errorsPlugin);
  // Tests only: every contract answer is parsed with its schema (off: not installed at all).
  if (config.CHECK_RESPONSES) await app.register(answerCheckPlugin);
  await app.register(dbPlugin, { database });
  await app.register(lifecyclePlugin);
  await app.register(metricsPlugin);
  await app.register(securityHeadersPlugin, { config });
  await app.register(rateLimitPlugin, { config });
  await app.register(tenantPlugin, { config });
  await app.register(authPlugin);
  await app.register(kioskAuthPlugin);
  await app.register(jobsPlugin);
  await app.register(plannerStatisticsPlugin);
  await app.register(mailPlugin);
  await app.register(smsPlugin);
  await app.register(mediaPlugin);

  await app.register(systemRoutes);
  await app.register(apiDocsRoutes);
  await app.register(platformRoutes(config));
  await app.register(
    withTenant(async (scope) => {
      for (const module of tenantModules) await scope.register(module);
    }),
  );
  // Uploaded pictures, per club: outside the tenant scope (no club transaction to stream in).
  await app.register(mediaFilesRoutes);
  await app.register(webAppPlugin, { webDist: config.WEB_DIST, routeUrls });
  return app;
}
