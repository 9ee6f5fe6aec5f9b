import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { currentHolder, DataDirLockedError, lockDataDir, processStartTime } from './data-dir-lock';

// Issue 8, item 9: an unclean stop must not leave a lock that a reused pid keeps alive.

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function dataDirWithLock(content: string | object) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewcall-lock-'));
  dirs.push(dir);
  const text = typeof content === 'string' ? content : JSON.stringify(content);
  fs.writeFileSync(path.join(dir, 'crewcall.lock'), text);
  return dir;
}

/** A live process that is not Crewcall, and its pid. */
function someOtherProcess() {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  children.push(child);
  return child.pid!;
}

const hasProc = fs.existsSync('/proc/self/stat');

describe('lockDataDir', () => {
  it('refuses a second lock while the first is held, and allows one after release', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewcall-lock-'));
    dirs.push(dir);
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
    expect(fs.existsSync(path.join(dir, 'crewcall.lock'))).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over a lock of an earlier process that had our pid (restarted container)', () => {
    const earlier = { ...currentHolder(), instance: 'an-earlier-process' };
    const release = lockDataDir(dataDirWithLock(earlier));
    release();
  });

  it('takes over a bare-pid lock of our own pid, as earlier versions wrote it', () => {
    lockDataDir(dataDirWithLock(String(process.pid)))();
  });

  it.skipIf(!hasProc)('takes over a lock whose pid now belongs to another process', () => {
    const pid = someOtherProcess();
    const reused = {
      pid,
      instance: 'crashed-crewcall',
      startTime: '1', // the crashed holder started long before this process
      bootId: currentHolder().bootId,
    };
    lockDataDir(dataDirWithLock(reused))();
  });

  it.skipIf(!hasProc)('takes over a lock written before a reboot', () => {
    const pid = someOtherProcess();
    const beforeReboot = {
      pid,
      instance: 'crewcall-before-reboot',
      startTime: processStartTime(pid),
      bootId: '00000000-0000-0000-0000-000000000000',
    };
    lockDataDir(dataDirWithLock(beforeReboot))();
  });

  it('refuses while the recorded process is still the one running', () => {
    const pid = someOtherProcess();
    const live = {
      pid,
      instance: 'another-crewcall',
      startTime: processStartTime(pid),
      bootId: currentHolder().bootId,
    };
    expect(() => lockDataDir(dataDirWithLock(live))).toThrow(/in use by another Crewcall process/);
  });

  it('takes over a lock of a process that is gone, and an unreadable lock', () => {
    const deadPid = 2 ** 22 + 1; // above Linux's pid_max: never running
    lockDataDir(dataDirWithLock({ pid: deadPid, instance: 'x', startTime: null, bootId: null }))();
    lockDataDir(dataDirWithLock('not a lock'))();
  });
});
