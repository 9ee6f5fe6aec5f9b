import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A local drop folder: what the default (local) adapters deliver into instead of a
 * provider, one JSON file per message, named so that names sort by time. The mailbox
 * (mail/mailbox.ts) and the SMS box (sms/smsbox.ts) are two of them; developers and the
 * browser journeys read them to follow what was sent.
 */

/**
 * Writes `entry` as a new file (with `sent_at`). With a `key` (a job's), a file of an
 * earlier delivery with that key is replaced: a job retried after a crash leaves one file.
 */
export async function writeDropFile(
  dir: string,
  entry: Record<string, unknown>,
  now = new Date(),
  options: { key?: string } = {},
) {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const suffix = options.key ? `-${options.key.replace(/[^A-Za-z0-9_-]/g, '_')}.json` : null;
  const earlier = suffix ? (await readdir(dir)).filter((f) => f.endsWith(suffix)) : [];
  const file = `${stamp}${suffix ?? `-${randomBytes(4).toString('hex')}.json`}`;
  const content = { sent_at: now.toISOString(), ...entry };
  await writeFile(path.join(dir, file), `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
  for (const old of earlier) if (old !== file) await rm(path.join(dir, old), { force: true });
  return file;
}

/** The newest files first (parsed, with `file`), optionally only those `to` (case-insensitive). */
export async function listDropFolder<T extends { to: string }>(
  dir: string,
  opts: { to?: string; limit?: number } = {},
): Promise<(T & { file: string })[]> {
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith('.json'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const to = opts.to?.toLowerCase();
  const limit = opts.limit ?? 20;
  const found: (T & { file: string })[] = [];
  for (const file of files.sort().reverse()) {
    if (found.length >= limit) break;
    try {
      const entry = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
      if (to && String(entry.to).toLowerCase() !== to) continue;
      found.push({ file, ...entry });
    } catch {
      // a file being written, or not ours: skip it
    }
  }
  return found;
}
