import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no multi-process safety: two processes on one data directory silently lose
 * writes. We take an exclusive lock file; a second process refuses to start. A lock left
 * by a process that no longer runs is taken over.
 *
 * A pid alone is not an identity: after an unclean stop (a container killed, a power cut)
 * the pid in the lock is often reused, in a container typically by the restarted Crewcall
 * itself, which would then refuse to start forever. So the lock records who holds it:
 * - pid, the process's start time (/proc/<pid>/stat, field 22) and the boot id, so a
 *   live pid that is a different process (started at another time, or before a reboot)
 *   is recognised as a stale lock;
 * - a random id of the holding process, so this very process can tell its own lock (two
 *   databases opened on one directory: refused) from one of an earlier process that had
 *   the same pid (taken over).
 * Without /proc (macOS, Windows) only the pid can be checked, as before.
 */
export class DataDirLockedError extends Error {}

/** This process, for the lock's lifetime: the same in every lock it takes. */
const thisInstance = randomUUID();

export type LockHolder = {
  pid: number;
  instance: string;
  /** Clock ticks after boot at which the process started; null where /proc is absent. */
  startTime: string | null;
  bootId: string | null;
};

const readOrNull = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

/** When the process `pid` started (clock ticks after boot), or null if unknown or gone. */
export function processStartTime(pid: number): string | null {
  const stat = readOrNull(`/proc/${pid}/stat`);
  if (!stat) return null;
  // "pid (comm) state ppid …": comm may hold spaces and parentheses; count after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] ?? null; // field 22 of the whole line
}

const bootId = () => readOrNull('/proc/sys/kernel/random/boot_id')?.trim() ?? null;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock record this process writes. */
export function currentHolder(): LockHolder {
  return {
    pid: process.pid,
    instance: thisInstance,
    startTime: processStartTime(process.pid),
    bootId: bootId(),
  };
}

/** A lock file's holder; a bare pid is what earlier versions wrote. Null if unreadable. */
function parseHolder(text: string): Partial<LockHolder> | null {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed) };
  try {
    const parsed = JSON.parse(trimmed) as Partial<LockHolder>;
    return Number.isInteger(parsed.pid) ? parsed : null;
  } catch {
    return null;
  }
}

/** Whether the process that wrote this lock is still running (and is that same process). */
export function holderIsAlive(holder: Partial<LockHolder>): boolean {
  const pid = holder.pid ?? 0;
  if (!Number.isInteger(pid) || pid <= 0) return false;
  // Our own pid: ours only if we wrote it; otherwise an earlier process that had our pid.
  if (pid === process.pid) return holder.instance === thisInstance;
  if (!isRunning(pid)) return false;
  const currentBoot = bootId();
  if (holder.bootId && currentBoot && holder.bootId !== currentBoot) return false; // rebooted
  const started = processStartTime(pid);
  if (holder.startTime && started && holder.startTime !== started) return false; // pid reused
  return true;
}

export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'crewcall.lock');
  const record = JSON.stringify(currentHolder());
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, record, { flag: 'wx' });
      return () => {
        // Remove it only if it is still ours (a takeover may have replaced it).
        if (readOrNull(lockPath) === record) fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const text = readOrNull(lockPath);
      if (text === null) continue; // released meanwhile: try again
      const holder = parseHolder(text);
      if (holder && holderIsAlive(holder)) {
        // (this very process counts too: two PGlite instances on one directory are as bad)
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another Crewcall process (pid ${holder.pid}). ` +
            'Stop that process first, or set DATA_DIR to another folder, or DATABASE_URL to use PostgreSQL.',
        );
      }
      // A stale lock: remove it unless someone replaced it since we read it.
      if (readOrNull(lockPath) === text) fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
