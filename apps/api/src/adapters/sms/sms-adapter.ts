/**
 * How the app sends an SMS. Callers never know the provider: the log adapter (default,
 * development, tests) and Twilio (twilio.ts, production) both implement this. Only the
 * sender of queued messages (modules/messaging/deliver.ts) uses it: every SMS is a
 * `messages` row first.
 */
export type SmsMessage = {
  organisationId: number;
  /** A phone number in E.164 (+31612345678). */
  to: string;
  toPersonId?: number | null;
  text: string;
};

export type SentSms = {
  /** The provider's id (a Twilio message sid); null when nothing left the machine. */
  providerId: string | null;
};

export interface SmsAdapter {
  readonly name: string;
  /**
   * Delivers one SMS; throws a ProviderError (adapters/provider-error.ts) when the provider
   * refuses or fails it. `key` (the job's) lets a local delivery replace a retried one.
   */
  send(sms: SmsMessage, options?: { key?: string }): Promise<SentSms>;
}
