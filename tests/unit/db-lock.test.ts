import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '@/lib/db/lock';

// The pid file that keeps a second process off a PGlite data folder.

/** The pid of a process that has ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', ''], { stdio: 'ignore' });
  if (!child.pid) throw new Error('could not start a process');
  return child.pid;
}

describe('the DATA_DIR lock', () => {
  let dataDir: string;
  let lockFile: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'swaplens-lock-'));
    lockFile = path.join(dataDir, LOCK_FILE);
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes our pid while held and removes it when released', () => {
    const release = lockDataDir(dataDir);
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile)).toBe(false);
    // Free again: it can be taken once more.
    lockDataDir(dataDir)();
  });

  it('refuses while another live process holds it, naming the folder and the pid', () => {
    const other = process.ppid; // alive for as long as this test runs, and not us
    writeFileSync(lockFile, `${other}\n`);
    let refusal: unknown;
    try {
      lockDataDir(dataDir);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as Error).message).toContain(
      `DATA_DIR ${dataDir} is in use by process ${other}`,
    );
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(other));
  });

  it('takes over a lock left by a process that no longer runs', () => {
    writeFileSync(lockFile, `${deadPid()}\n`);
    const release = lockDataDir(dataDir);
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('takes over a lock holding our own pid (a restarted container) and an unreadable one', () => {
    writeFileSync(lockFile, `${process.pid}\n`);
    lockDataDir(dataDir)();
    writeFileSync(lockFile, 'garbage');
    lockDataDir(dataDir)();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('refuses a second open of the same folder inside this process', () => {
    const release = lockDataDir(dataDir);
    try {
      expect(() => lockDataDir(path.join(dataDir, '.'))).toThrow(DataDirLockedError);
    } finally {
      release();
    }
  });
});
