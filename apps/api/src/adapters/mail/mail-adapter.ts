import type { MessageAttachment } from '@/db/schema/messaging';

/**
 * How the app sends an email. Callers never know the provider: the outbox-log adapter
 * (default, development, tests) and SES (ses.ts, production) both implement this.
 */
type MailBase = {
  /** The club the message is sent for: every message row belongs to one. */
  organisationId: number;
  to: string;
  /** The recipient's person in that club, when known (the record survives them). */
  toPersonId?: number | null;
  subject: string;
  text: string;
  html?: string;
  /**
   * The name the mail is from (the club's); the address is the deployment's MAIL_FROM.
   * Unset: "Crewcall".
   */
  fromName?: string;
  /** Extra headers, e.g. List-Unsubscribe on club mail (modules/messaging/club-email.ts). */
  headers?: Record<string, string>;
  /** Files sent with it (an iCalendar invitation or cancellation), passed through as they are. */
  attachments?: MessageAttachment[];
};

/** Mail a club sends: recorded whole in `messages` and shown in its message records. */
export type ClubMail = MailBase & { kind?: 'club' };

/**
 * Account mail carrying a secret (reset and invitation links). Delivered, but recorded in
 * `messages` only as an audit line: `auditText` replaces the body, so the link is stored
 * nowhere, and the club's message records never show it.
 */
export type SecurityMail = MailBase & { kind: 'security'; auditText: string };

export type MailMessage = ClubMail | SecurityMail;

export type SentMail = {
  /** Id of the row in `messages` that records this email. */
  messageId: number;
};

export type DeliveredMail = {
  /** The provider's id of the sent email (SES MessageId); null when nothing left the machine. */
  providerId: string | null;
};

export type SendOptions = {
  /**
   * Sending again with the same key replaces the earlier delivery instead of adding one,
   * where the receiver allows (the local mailbox: one file per key). A job passes its
   * `key`, so that a retry after a crash does not mail twice.
   */
  key?: string;
};

export interface MailAdapter {
  readonly name: string;
  /** Records the message in `messages` (as sent) and delivers it. */
  sendMail(message: MailMessage, options?: SendOptions): Promise<SentMail>;
  /** Delivers a message whose `messages` row the caller keeps (modules/messaging). */
  deliver(message: MailMessage, options?: SendOptions): Promise<DeliveredMail>;
}

/** `adapter`, sending every mail with `key` (the one mail of one job). */
export function keyedMail(adapter: MailAdapter, key: string): MailAdapter {
  return {
    name: adapter.name,
    sendMail: (message) => adapter.sendMail(message, { key }),
    deliver: (message) => adapter.deliver(message, { key }),
  };
}
