import type { FastifyBaseLogger } from 'fastify';
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import { redactSecrets } from '../mail/redact-secrets';
import { ProviderError } from '../provider-error';
import type { SmsAdapter } from './sms-adapter';

export type TwilioOptions = {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or alphanumeric sender; or `messagingServiceSid`. */
  from?: string;
  messagingServiceSid?: string;
  /**
   * Another base for Twilio's REST API (a test's local server). The client builds
   * `https://api.twilio.com/...` addresses; this only swaps that origin at the HTTP edge.
   */
  apiBase?: string;
};

/**
 * Twilio's own HTTP client (axios, Basic auth, form bodies), sending to `apiBase` instead
 * of Twilio's host: every other part of the request is Twilio's code.
 */
class RebasedRequestClient extends twilio.RequestClient {
  constructor(private readonly apiBase: string) {
    super({ keepAlive: true, timeout: 15_000 });
  }
  request<T>(opts: RequestClient.RequestOptions<T>) {
    const uri = new URL(opts.uri);
    const base = new URL(this.apiBase);
    return super.request<T>({
      ...opts,
      uri: new URL(`${uri.pathname}${uri.search}`, base).href,
    });
  }
}

/**
 * A Twilio failure as a ProviderError: 429, Twilio's 5xx and the network are worth another
 * try; any other refusal (21211 an invalid number, 21610 a recipient who replied STOP,
 * 21614 not a mobile number, a bad sender) fails the same way every time.
 */
export function twilioError(error: unknown): ProviderError {
  if (error instanceof twilio.RestException) {
    const retryable = error.status === 429 || error.status >= 500;
    const code = error.code ? ` ${error.code}` : '';
    return new ProviderError(`Twilio${code}: ${redactSecrets(error.message)}`, retryable);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ProviderError(`Twilio unreachable: ${redactSecrets(message)}`, true);
}

/**
 * SMS through Twilio's Messages API. One client (with kept-alive connections) for every
 * SMS; it does not retry on its own (the sender retries later, counting attempts). The
 * auth token is only ever in the Authorization header, never logged; neither is the text.
 */
export function createTwilioSmsAdapter(log: FastifyBaseLogger, options: TwilioOptions): SmsAdapter {
  if (!options.from && !options.messagingServiceSid) {
    throw new Error('Twilio needs TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID.');
  }
  const client = twilio(options.accountSid, options.authToken, {
    autoRetry: false,
    ...(options.apiBase
      ? { httpClient: new RebasedRequestClient(options.apiBase) }
      : { keepAlive: true, timeout: 15_000 }),
  });
  const sender = options.messagingServiceSid
    ? { messagingServiceSid: options.messagingServiceSid }
    : { from: options.from as string };
  return {
    name: 'twilio',
    async send(sms) {
      let sid: string;
      try {
        ({ sid } = await client.messages.create({ to: sms.to, body: sms.text, ...sender }));
      } catch (error) {
        const failure = twilioError(error);
        log.warn(
          { org: sms.organisationId, smsAdapter: 'twilio', retryable: failure.retryable },
          `SMS to ${sms.to} not sent: ${failure.message}`,
        );
        throw failure;
      }
      log.info(
        { org: sms.organisationId, smsAdapter: 'twilio', providerId: sid },
        `SMS to ${sms.to}`,
      );
      return { providerId: sid };
    },
  };
}
