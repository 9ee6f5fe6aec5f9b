import { parseArgs } from 'node:util';
import { listMailbox, mailboxDir } from '@/adapters/mail/mailbox';
import type { Config } from '@/env';
import type { CliIo } from './run-cli';

/**
 * `pnpm cli mail:list [--to E] [--limit N]`: the newest mails of the local mailbox, the
 * developer's stand-in inbox (links included: it is the recipient's copy).
 */
export async function listMail(args: string[], config: Config, io: CliIo): Promise<number> {
  let values: { to?: string; limit?: string };
  try {
    ({ values } = parseArgs({
      args,
      options: { to: { type: 'string' }, limit: { type: 'string', default: '10' } },
    }));
  } catch (error) {
    io.err(JSON.stringify({ detail: (error as Error).message }, null, 2));
    return 1;
  }
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
    io.err(JSON.stringify({ limit: ['Enter a whole number from 1 to 1000.'] }, null, 2));
    return 1;
  }
  const dir = mailboxDir(config);
  if (!dir) {
    io.err(
      JSON.stringify(
        {
          detail: 'No local mailbox: set MAIL_DIR (it is off in production and tests by default).',
        },
        null,
        2,
      ),
    );
    return 1;
  }
  io.out(JSON.stringify(await listMailbox(dir, { to: values.to, limit }), null, 2));
  return 0;
}
