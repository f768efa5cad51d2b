import { spawnSync } from 'node:child_process';
import { expect } from '@playwright/test';
import { PORTS } from './ports';

// `npm run admin -- …` against an e2e server: the command reads the admin token from the
// server's DATA_DIR, so it needs that server's port and folder (the main server's by default).

export interface AdminTarget {
  port: number;
  dataDir: string;
}

const MAIN_SERVER: AdminTarget = { port: PORTS.main, dataDir: '.data/e2e-main' };

/** Runs the command and answers what it did, whatever its exit status. */
export function runAdmin(target: AdminTarget, ...args: string[]) {
  const run = spawnSync(process.execPath, ['scripts/admin.mjs', ...args], {
    env: {
      ...process.env,
      PORT: String(target.port),
      DATA_DIR: target.dataDir,
      ADMIN_TOKEN: '',
      ADMIN_URL: '',
    },
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Runs the command, which must succeed, and answers its output. */
export function adminOn(target: AdminTarget, ...args: string[]): string {
  const run = runAdmin(target, ...args);
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

/** adminOn the main e2e server. */
export const admin = (...args: string[]): string => adminOn(MAIN_SERVER, ...args);
