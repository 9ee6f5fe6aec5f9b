import type { FastifyBaseLogger } from 'fastify';
import { redactSecrets } from '../mail/redact-secrets';
import type { SmsAdapter } from './sms-adapter';
import { deliverToSmsbox } from './smsbox';

/**
 * Sends nothing out (SMS_ADAPTER=log, the default): writes the SMS to the log (secret links
 * masked; an SMS holding a code logs its `logText` instead) and, when an SMS box folder is
 * configured, delivers it there whole.
 */
export function createLogSmsAdapter(
  log: FastifyBaseLogger,
  opts: { smsboxDir?: string | null } = {},
): SmsAdapter {
  return {
    name: 'log',
    async send(sms, options = {}) {
      if (opts.smsboxDir) await deliverToSmsbox(opts.smsboxDir, sms, new Date(), options);
      log.info(
        { org: sms.organisationId, smsAdapter: 'log' },
        redactSecrets(`SMS to ${sms.to}: ${sms.logText ?? sms.text}`),
      );
      return { providerId: null };
    },
  };
}
