import { SESv2Client, SESv2ServiceException, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/client';
import { ProviderError } from '../provider-error';
import type { MailAdapter, MailMessage } from './mail-adapter';
import { composeMime } from './mime';
import { recordSentMail } from './record-mail';
import { redactSecrets } from './redact-secrets';

export type SesOptions = {
  /** Unset: the AWS SDK's own (AWS_REGION, the profile). */
  region?: string;
  /** Another SES-compatible endpoint (a test's local server); unset: AWS's. */
  endpoint?: string;
  /** The address every mail is from (MAIL_FROM), a verified SES identity. */
  from: string;
};

/** SES v2 errors that a later try may get past: throttling and a paused account. */
const RETRYABLE_ERRORS = new Set([
  'TooManyRequestsException',
  'LimitExceededException',
  'SendingPausedException',
  'ThrottlingException',
]);

/**
 * An SES failure as a ProviderError: throttling, SES's 5xx and the network are worth
 * another try; a rejected message or address (MessageRejected, BadRequest, an unverified
 * sender) fails the same way every time.
 */
export function sesError(error: unknown): ProviderError {
  if (error instanceof SESv2ServiceException) {
    const status = error.$metadata?.httpStatusCode ?? 0;
    const retryable =
      error.$fault === 'server' ||
      status >= 500 ||
      status === 429 ||
      RETRYABLE_ERRORS.has(error.name);
    return new ProviderError(`SES ${error.name}: ${redactSecrets(error.message)}`, retryable);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ProviderError(`SES unreachable: ${redactSecrets(message)}`, true);
}

/**
 * Email through Amazon SES (API v2), as raw MIME (mime.ts): attachments (iCalendar
 * invitations) and headers (List-Unsubscribe) go exactly as composed, whatever SES's
 * simple-content fields support. Credentials come from the AWS SDK's standard chain
 * (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, the instance or task role); none is
 * in Crewcall's config. One client (and its kept-alive connections) serves every mail.
 * The SDK does not retry (maxAttempts 1): the sender retries later with backoff, counting
 * attempts in one place. Nothing of a mail's body is logged.
 */
export function createSesMailAdapter(
  db: Db,
  log: FastifyBaseLogger,
  options: SesOptions,
): MailAdapter {
  const client = new SESv2Client({
    ...(options.region ? { region: options.region } : {}),
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    maxAttempts: 1,
  });
  const deliver = async (message: MailMessage) => {
    const raw = await composeMime(message, options.from);
    let providerId: string | null;
    try {
      const answer = await client.send(
        new SendEmailCommand({
          // Recipients given apart from the headers: SES sends to these only.
          Destination: { ToAddresses: [message.to] },
          Content: { Raw: { Data: raw } },
        }),
      );
      providerId = answer.MessageId ?? null;
    } catch (error) {
      const failure = sesError(error);
      log.warn(
        { org: message.organisationId, mailAdapter: 'ses', retryable: failure.retryable },
        `mail to ${message.to} not sent: ${failure.message}`,
      );
      throw failure;
    }
    log.info(
      { org: message.organisationId, mailAdapter: 'ses', providerId },
      redactSecrets(`mail to ${message.to}: ${message.subject}`),
    );
    return { providerId };
  };
  return {
    name: 'ses',
    deliver: (message) => deliver(message),
    async sendMail(message) {
      const { providerId } = await deliver(message);
      return { messageId: await recordSentMail(db, message, providerId) };
    },
  };
}
