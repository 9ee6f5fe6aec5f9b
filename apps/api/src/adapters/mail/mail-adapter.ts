/**
 * How the app sends an email. Callers never know the provider: the outbox-log adapter
 * (default, development, tests) and SES (a later issue) both implement this.
 */
export type MailMessage = {
  /** The club the message is sent for: every message row belongs to one. */
  organisationId: number;
  to: string;
  /** The recipient's person in that club, when known (the record survives them). */
  toPersonId?: number | null;
  subject: string;
  text: string;
  html?: string;
};

export type SentMail = {
  /** Id of the row in `messages` that records this email. */
  messageId: number;
};

export interface MailAdapter {
  readonly name: string;
  sendMail(message: MailMessage): Promise<SentMail>;
}
