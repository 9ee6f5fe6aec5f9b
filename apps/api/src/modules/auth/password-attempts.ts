/**
 * The per-account guard around checking a password (login, or joining a club with an
 * existing account). The routes build it from the rate limits; services stay HTTP-free.
 */
export type PasswordAttempts = {
  /** 429 if this account has had too many wrong passwords lately. */
  assertOpen(): Promise<void>;
  /** Counts one wrong password. */
  recordFailure(): Promise<void>;
};
