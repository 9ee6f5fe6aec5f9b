import type { FastifyBaseLogger } from 'fastify';
import type { MailAdapter } from '@/adapters/mail/mail-adapter';
import type { messages } from '@/db/schema';

export type MessageRow = typeof messages.$inferSelect;

export type DeliverDeps = { mail: MailAdapter; log: FastifyBaseLogger };

/**
 * A provider refused or failed a message. `retryable`: a later try may succeed (throttled,
 * a timeout, the provider's 5xx); otherwise the message is failed at once (an address the
 * provider rejects).
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/**
 * Hands one message to its channel's provider and answers the provider's id for it.
 * Throws on failure (a ProviderError says whether to retry). Knows nothing of the
 * message's state: the sender (send-messages.ts) records it before and after.
 */
export async function deliverMessage(
  deps: DeliverDeps,
  row: MessageRow,
  options: { key: string },
): Promise<{ providerId: string | null }> {
  if (row.channel === 'email') {
    await deps.mail.deliver(
      {
        organisationId: row.organisationId,
        to: row.toAddress,
        toPersonId: row.toPersonId,
        subject: row.subject,
        text: row.body,
        html: row.html ?? undefined,
      },
      { key: options.key },
    );
    return { providerId: null };
  }
  deps.log.info(
    { messageId: row.id, org: row.organisationId, sms: true },
    `SMS to ${row.toAddress}: ${row.body}`,
  );
  return { providerId: null };
}
