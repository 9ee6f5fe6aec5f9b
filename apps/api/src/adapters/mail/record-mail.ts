import type { Db } from '@/db/client';
import { messages } from '@/db/schema';
import type { MailMessage } from './mail-adapter';

/**
 * The `messages` row of a mail an adapter's `sendMail` sent (status 'sent'): club mail
 * whole, security mail only as its audit line (the link is stored nowhere). Written in the
 * caller's transaction (a job's), so it commits with the job marked done, or not at all.
 */
export async function recordSentMail(
  db: Db,
  message: MailMessage,
  providerId: string | null = null,
): Promise<number> {
  const security = message.kind === 'security';
  const [row] = await db
    .insert(messages)
    .values({
      organisationId: message.organisationId,
      channel: 'email',
      kind: security ? 'security' : 'club',
      purpose: security ? 'account' : 'notice',
      toPersonId: message.toPersonId ?? null,
      toAddress: message.to,
      subject: message.subject,
      body: security ? message.auditText : message.text,
      html: security ? null : (message.html ?? null),
      attachments: message.attachments?.length ? message.attachments : null,
      status: 'sent',
      providerId,
      sentAt: new Date(),
    })
    .returning({ id: messages.id });
  return row.id;
}
