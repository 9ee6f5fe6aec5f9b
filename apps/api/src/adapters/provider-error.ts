/**
 * A provider (SES, Twilio) refused or failed a message. `retryable`: a later try may
 * succeed (throttled, a timeout, the provider's 5xx, the network); otherwise the message
 * is failed at once (an address or number the provider rejects). The message never holds
 * the mail's body, so it can be stored as the message's last error.
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
