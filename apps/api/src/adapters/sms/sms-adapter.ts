/**
 * How the app sends an SMS. Callers never know the provider: the log adapter (default,
 * development, tests) and Twilio (twilio.ts, production) both implement this. The sender
 * of queued messages (modules/messaging/deliver.ts) uses it, every such SMS a `messages`
 * row first; and the phone verification job (modules/profile), whose SMS carries a code
 * that must be stored nowhere readable, so it has no `messages` row and sets `logText`.
 */
export type SmsMessage = {
  organisationId: number;
  /** A phone number in E.164 (+31612345678). */
  to: string;
  toPersonId?: number | null;
  text: string;
  /**
   * What a log line may say instead of `text`, when the text holds a secret (a
   * verification code). The local SMS box, the phone's stand-in, still gets the text.
   */
  logText?: string;
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
