import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SmsAdapter } from '@/adapters/sms/sms-adapter';
import { createLogSmsAdapter } from '@/adapters/sms/sms-log';
import { smsboxDir } from '@/adapters/sms/smsbox';
import { countSend } from '@/lib/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The SMS provider, for jobs only: the sender of queued messages (modules/messaging) and
     * the phone verification job (modules/profile).
     */
    sms: SmsAdapter;
  }
}

/** Picks the SMS adapter named by SMS_ADAPTER ('log', the default, or 'twilio'). */
export default fp(
  async function smsPlugin(app: FastifyInstance) {
    const config = app.config;
    // A provider's SDK is loaded only when it is the one configured (twilio's is large).
    const adapters: Record<typeof config.SMS_ADAPTER, () => SmsAdapter | Promise<SmsAdapter>> = {
      log: () => createLogSmsAdapter(app.log, { smsboxDir: smsboxDir(config) }),
      twilio: async () => {
        if (!config.TWILIO_ACCOUNT_SID || !config.TWILIO_AUTH_TOKEN) {
          throw new Error('SMS_ADAPTER=twilio needs TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN.');
        }
        const { createTwilioSmsAdapter } = await import('@/adapters/sms/twilio');
        return createTwilioSmsAdapter(app.log, {
          accountSid: config.TWILIO_ACCOUNT_SID,
          authToken: config.TWILIO_AUTH_TOKEN,
          from: config.TWILIO_FROM,
          messagingServiceSid: config.TWILIO_MESSAGING_SERVICE_SID,
          apiBase: config.TWILIO_API_BASE,
        });
      },
    };
    const adapter = await adapters[config.SMS_ADAPTER]();
    // Each provider call counted in the metrics (crewcall_messages_total).
    app.decorate('sms', {
      name: adapter.name,
      send: (sms, options) => countSend('sms', () => adapter.send(sms, options)),
    } satisfies SmsAdapter);
  },
  { name: 'sms' },
);
