import 'server-only';
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { processSingleton } from '../process-singleton.mjs';

// One process per data folder: two PGlite instances writing the same files corrupt them, and
// PGlite takes no lock of its own (electric-sql/pglite#1106). A pid file is the lock: it is
// created atomically (a hard link of a file already holding our pid, so nobody ever reads it
// half written), and one left by a process that no longer runs is taken over.

export const LOCK_FILE = 'pglite.pid';

/** Another live process holds the data folder. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by process ${pid} (lock file ${path.join(dataDir, LOCK_FILE)}): ` +
        'stop that server or give this one another DATA_DIR. If no server runs as that process, ' +
        'delete the lock file.',
    );
    this.name = 'DataDirLockedError';
  }
}

// Folders this process holds right now: a second open in the same process is refused too.
const heldDataDirs = processSingleton('data-dir-locks', () => new Set<string>());

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid in a lock file; null when unreadable as one, undefined when the file is gone. */
function readPid(file: string): number | null | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * Moves a stale lock aside. Renaming is atomic, so of two processes taking over the same stale
 * file only one gets it; if what we moved turns out to be a fresh lock someone just took, it goes
 * back.
 */
function removeStale(file: string, stalePid: number | null): void {
  const aside = `${file}.stale-${process.pid}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (readPid(aside) !== stalePid) {
    try {
      linkSync(aside, file);
    } catch {
      // Someone holds the lock again already; theirs stays.
    }
  }
  unlinkSync(aside);
}

/**
 * Takes the data folder for this process; returns the function that gives it back. Throws
 * DataDirLockedError while another live process holds it. A lock holding our own pid is stale
 * (containers restart with the same pid), unless this process holds the folder right now.
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = path.resolve(dataDir);
  const held = heldDataDirs();
  if (held.has(dir)) throw new DataDirLockedError(dir, process.pid);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, `${process.pid}\n`);
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        linkSync(draft, file);
        held.add(dir);
        return () => release(dir, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = readPid(file);
      if (holder === undefined) continue;
      if (holder !== null && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(dir, holder);
      }
      removeStale(file, holder);
    }
    throw new Error(`could not take the lock ${file}: other processes keep taking it`);
  } finally {
    unlinkSync(draft);
  }
}

function release(dir: string, file: string): void {
  if (!heldDataDirs().delete(dir)) return;
  try {
    if (readPid(file) === process.pid) unlinkSync(file);
  } catch {
    // Already gone: nothing to give back.
  }
}
