import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no multi-process safety: two processes on one data directory silently lose
 * writes. We take an exclusive lock file holding our pid; a second process refuses to start.
 * A lock left by a process that no longer runs is taken over.
 */
export class DataDirLockedError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'crewcall.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone: nothing to release
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
        // (this very process counts too: two PGlite instances on one directory are as bad)
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another Crewcall process (pid ${holder}). ` +
            'Stop that process first, or set DATA_DIR to another folder, or DATABASE_URL to use PostgreSQL.',
        );
      }
      fs.unlinkSync(lockPath); // stale lock from a process that died
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
