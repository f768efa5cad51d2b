import 'server-only';
import { processSingleton } from './process-singleton.mjs';

// The contract between the production server (server/lifecycle.mjs, plain Node outside Next's
// bundle) and the app inside it. Both sides meet on one process singleton, because the server
// cannot import TypeScript and Next's bundle cannot import the server. See docs/operations.md,
// "Start and shutdown".

export interface ServerLifecycle {
  /** Set by the server: an orderly shutdown ending with this exit code (absent under next dev). */
  requestShutdown?: (reason: string, exitCode: number) => void;
  /** Set by the server when its shutdown begins: a start still under way opens nothing more. */
  shuttingDown?: boolean;
  /**
   * Set by instrumentation.ts as register() begins; settles when it ends. Next runs register()
   * in the background of app.prepare(), so the shutdown waits for this before closing anything.
   */
  starting?: Promise<void>;
  /**
   * Set by instrumentation.ts when register() fails: Next only logs that failure and answers 500
   * to every request, so the server reads the reason here and stops.
   */
  startupError?: unknown;
  /** Set by instrumentation.ts: no job starts after it; settles when the running ones end. */
  stopBackgroundWork?: () => Promise<void>;
  /** Set by instrumentation.ts: closes the database for good (the last step before exit). */
  closeDatabase?: () => Promise<void>;
}

/** The hooks object; server/lifecycle.mjs declares the same name. */
export const serverLifecycle = processSingleton('server-lifecycle', (): ServerLifecycle => ({}));
