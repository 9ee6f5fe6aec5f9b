import { formError } from '@/lib/http-errors';
import { getDecoyHash, verifyPassword } from '@/lib/password';
import type { Executor } from '@/lib/postgres';
import { accessRefusal, type Person } from '@/modules/people';
import { findAccountWithMembership } from './auth.queries';
import * as m from './auth-messages';
import type { PasswordAttempts } from './password-attempts';

/**
 * The person of club `orgId` these credentials log in as, or a 400.
 * - Unknown email, wrong password, or no membership here: one answer, and the same work
 *   (an unknown email is checked against a decoy hash), so neither text nor time tells
 *   a stranger whether the email has an account.
 * - Pending or deactivated: said plainly, but only once the password has proved who asks.
 */
export async function logIn(
  db: Executor,
  opts: { orgId: number; email: string; password: string; attempts: PasswordAttempts },
): Promise<Person> {
  await opts.attempts.assertOpen();
  const found = await findAccountWithMembership(db, { orgId: opts.orgId, email: opts.email });
  const passwordHash = found?.account.passwordHash ?? (await getDecoyHash());
  const passwordOk = await verifyPassword(passwordHash, opts.password);
  if (!found || !passwordOk) {
    await opts.attempts.recordFailure();
    throw formError(m.INVALID_CREDENTIALS);
  }
  if (!found.person) throw formError(m.INVALID_CREDENTIALS);
  const refusal = accessRefusal(found.person);
  if (refusal) throw formError(m.refusalMessage(refusal));
  return found.person;
}
