import { readFileSync } from 'node:fs';
import { env } from './context';

/**
 * The newest password-reset link mailed to `email`, read from the API's log (the
 * outbox-log mail adapter writes each message whole). Waits for it to appear.
 */
export async function findResetLink(
  email: string,
  { after = 0, timeoutMs = 15_000 } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const lines = readFileSync(env.apiLog, 'utf8').split('\n').slice(after);
    const links = lines
      .filter((line) => line.includes(email))
      .flatMap(
        (line) => line.match(/https?:\/\/[^\s"'\\]+\/password\/reset\/[A-Za-z0-9_-]+/g) ?? [],
      );
    if (links.length) return links[links.length - 1];
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No reset link for ${email} in ${env.apiLog}`);
}

/** The number of log lines so far, to look only at mail sent after this point. */
export function logMark(): number {
  return readFileSync(env.apiLog, 'utf8').split('\n').length - 1;
}
