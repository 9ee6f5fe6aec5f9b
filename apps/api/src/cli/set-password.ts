import { parseArgs } from 'node:util';
import { EmailSchema, PasswordSchema } from '@crewcall/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/db/client';
import { accounts } from '@/db/schema';
import { withPlatformScope } from '@/db/scope';
import { issuesToFieldErrors } from '@/lib/http-errors';
import { hashPassword } from '@/lib/password';
import { setAccountPassword } from '@/modules/auth/auth.queries';
import { endAccountAccess } from '@/modules/auth/end-access';
import type { CliIo } from './run-cli';

const Options = z.object({ email: EmailSchema, password: PasswordSchema });

/**
 * `pnpm cli user:set-password --email E --password P`: an operator sets a login's password,
 * e.g. to recover the demo admin's when the one printed at the first start is lost. The
 * login is the same at every club that uses it, so, as a password reset does, this ends
 * its sessions, access tokens and calendar feeds everywhere.
 */
export async function setPassword(db: Db, args: string[], io: CliIo): Promise<number> {
  let values: { email?: string; password?: string };
  try {
    ({ values } = parseArgs({
      args,
      options: { email: { type: 'string' }, password: { type: 'string' } },
    }));
  } catch (error) {
    io.err(JSON.stringify({ detail: (error as Error).message }, null, 2));
    return 1;
  }
  const parsed = Options.safeParse(values);
  if (!parsed.success) {
    io.err(JSON.stringify(issuesToFieldErrors(parsed.error.issues), null, 2));
    return 1;
  }
  const { email, password } = parsed.data;
  const passwordHash = await hashPassword(password); // slow: outside the transaction
  const found = await withPlatformScope(db, async (tx) => {
    const [account] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, email));
    if (!account) return false;
    await setAccountPassword(tx, { accountId: account.id, passwordHash });
    await endAccountAccess(tx, account.id);
    return true;
  });
  if (!found) {
    io.err(JSON.stringify({ email: ['No login has this email.'] }, null, 2));
    return 1;
  }
  io.out(JSON.stringify({ email, sessions_ended: true }, null, 2));
  return 0;
}
