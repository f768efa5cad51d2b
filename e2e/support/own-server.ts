import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { E2E_SERVER_ENV } from './server-env';

// A production server of the spec's own, for tests that must read its log: the shared e2e
// servers (playwright.config.ts) keep theirs. Same environment as those (server-env.ts), its own
// port and data folder, LOG_LEVEL=info.

export interface OwnServer {
  url: string;
  /** Every line written so far, stdout and stderr. */
  lines(): string[];
  stop(): Promise<void>;
}

export async function startOwnServer(
  port: number,
  name: string,
  env: Record<string, string> = {},
): Promise<OwnServer> {
  const dataDir = `.data/e2e-${name}`;
  rmSync(dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, ['server/index.mjs'], {
    env: {
      ...process.env,
      ...E2E_SERVER_ENV,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let partial = '';
  const collect = (chunk: Buffer) => {
    const parts = (partial + chunk.toString('utf8')).split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const url = `http://localhost:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${lines.join('\n')}`);
    const ready = await fetch(`${url}/api/health/ready`).catch(() => null);
    if (ready?.status === 200) break;
    if (attempt > 240) throw new Error(`server not ready after 120 s:\n${lines.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    lines: () => (partial ? [...lines, partial] : [...lines]),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Lines at error level: the app's JSON logger, the server's own lines, or Next's "⨯" errors. */
export function errorLines(lines: string[]): string[] {
  return lines.filter(
    (line) => line.includes('"level":"error"') || line.trimStart().startsWith('⨯'),
  );
}
