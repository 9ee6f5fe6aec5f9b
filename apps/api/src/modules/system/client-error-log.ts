import type { ClientErrorReport } from '@crewcall/contract';
import { redactSecrets } from '@/adapters/mail/redact-secrets';

/**
 * A browser's error report as it is logged. The page it came from may be a reset or
 * invitation link, and messages and stacks quote URLs: every string goes through the same
 * secret masking as request URLs, so no live token reaches a log line.
 */
export function clientErrorLogFields(report: ClientErrorReport) {
  const mask = (value: string | undefined) =>
    value === undefined ? undefined : redactSecrets(value);
  return {
    level: report.level,
    message: redactSecrets(report.message),
    stack: mask(report.stack),
    url: mask(report.url),
    version: report.version,
    environment: report.environment,
    commit: report.commit,
  };
}
