import { spawn, type ChildProcess } from 'node:child_process';
import { E2E_SERVER_ENV } from './server-env';

// A production server of our own (node server/index.mjs), for tests that stop, kill and restart
// it. Same environment as the servers of playwright.config.ts (server-env.ts); its own port and
// DATA_DIR.

export class ServerProcess {
  output = '';
  readonly exited: Promise<number | null>;
  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
  ) {
    child.stdout?.on('data', (chunk) => (this.output += String(chunk)));
    child.stderr?.on('data', (chunk) => (this.output += String(chunk)));
    this.exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  }

  static start(port: number, dataDir: string, env: Record<string, string> = {}): ServerProcess {
    const child = spawn(process.execPath, ['server/index.mjs'], {
      env: {
        ...process.env,
        ...E2E_SERVER_ENV,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return new ServerProcess(child, port);
  }

  get pid(): number {
    return this.child.pid!;
  }

  get url(): string {
    return `http://localhost:${this.port}`;
  }

  /** Resolves once the server answers; throws with its output if it exits first. */
  async ready(): Promise<void> {
    const up = new Promise<void>((resolve) => {
      const check = () => (this.output.includes('"msg":"server ready"') ? resolve() : undefined);
      this.child.stdout?.on('data', check);
      check();
    });
    const exit = this.exited.then((code) => {
      throw new Error(`the server exited (${code}) before it was ready:\n${this.output}`);
    });
    await Promise.race([up, exit]);
  }

  signal(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }

  /** Ends the process if it still runs (clean-up after a failed test). */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGKILL');
    await this.exited;
  }
}
