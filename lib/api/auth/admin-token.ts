import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { env } from '../../env';
import { log } from '../../log';
import { processSingleton } from '../../process-singleton.mjs';

// The secret the operator's command (scripts/admin.mjs) sends to the admin routes. ADMIN_TOKEN
// when set; otherwise one made at start, 256 random bits, written where only the server's user
// can read it: whoever may read the data folder may moderate, nobody else.

/** The file in DATA_DIR that holds the token made at start. */
export const ADMIN_TOKEN_FILE = 'admin-token';

const generated = processSingleton('admin-token', () => randomBytes(32).toString('base64url'));

/** The token the admin routes accept. */
export function adminToken(): string {
  return env().ADMIN_TOKEN ?? generated();
}

/** Whether `candidate` is the token, in time that does not depend on where they differ. */
export function isAdminToken(candidate: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(candidate), digest(adminToken()));
}

/**
 * Called once at start: without ADMIN_TOKEN, writes this start's token to DATA_DIR/admin-token
 * (mode 0600, written aside then renamed, so it is never readable half written or by others).
 * A data folder that cannot be written only costs the command: it then needs ADMIN_TOKEN.
 */
export function publishAdminToken(): void {
  const config = env();
  if (config.ADMIN_TOKEN) return;
  const file = path.resolve(config.DATA_DIR, ADMIN_TOKEN_FILE);
  const draft = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(draft, `${generated()}\n`, { mode: 0o600, flag: 'w' });
    renameSync(draft, file);
  } catch (error) {
    rmSync(draft, { force: true });
    log.warn('admin: could not write the admin token; set ADMIN_TOKEN to use npm run admin', {
      file,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
