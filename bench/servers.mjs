// @ts-check
// Servers for the benchmarks: the site from its current build (`server/index.mjs`, as
// `npm run serve` starts it) and the bare reference app (bench/bare, `next start`), each on a free
// port of its own, started and stopped by the benchmark that needs them.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const nextBin = require.resolve('next/dist/bin/next');

/** The bare reference app (a minimal Next 16 + next-intl page) and its build output. */
export const BARE_DIR = path.join(root, 'bench', 'bare');
export const BARE_DIST = path.join(BARE_DIR, '.next');
const SITE_DIST = path.join(root, '.next');
/** Only what Next needs: none of the site's variables reach the reference app. */
const BARE_ENV = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  NODE_ENV: /** @type {const} */ ('production'),
  NEXT_TELEMETRY_DISABLED: '1',
};

/** A port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Waits until `url` answers (any status below 500), or the child exits, or the time is up.
 * @param {string} url
 * @param {import('node:child_process').ChildProcess} child
 * @param {number} [timeoutMs]
 */
async function waitUntilAnswering(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} (${url})`);
    const response = await fetch(url, { redirect: 'manual' }).catch(() => null);
    if (response && response.status < 500) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`no answer from ${url} within ${timeoutMs / 1000} s`);
}

/**
 * @param {import('node:child_process').ChildProcess} child
 * @param {string} url
 */
function handle(child, url) {
  return {
    url,
    pid: child.pid,
    /** Stops the server and waits until it has gone. */
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
        child.once('exit', () => resolve(undefined));
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

/** Stops with a clear message when there is no production build of the site. */
export function requireSiteBuild() {
  if (!existsSync(path.join(SITE_DIST, 'BUILD_ID'))) {
    process.stderr.write('No production build in .next: run `npm run build` first.\n');
    process.exit(1);
  }
}

/**
 * The values the site's pages were built with (lib/build-config.ts): the server refuses to run
 * with others, so the benchmark's servers get exactly these.
 * @returns {Record<string, string>}
 */
export function siteBuildConfig() {
  const files = JSON.parse(
    readFileSync(path.join(SITE_DIST, 'required-server-files.json'), 'utf8'),
  );
  const raw = files?.config?.env?.SWAPLENS_BUILD_CONFIG;
  return raw ? JSON.parse(raw) : {};
}

/** True when the build in .next is `npm run test:build` (it holds the e2e fixture pages). */
export function isFixtureBuild() {
  return existsSync(path.join(SITE_DIST, 'server', 'app', '[locale]', 'e2e-fixtures'));
}

/**
 * Starts the site from the current build on a free port, with its own data folder
 * (.data/bench-<name>) and no background jobs. `extra` adds environment (e.g.
 * MAINTENANCE_MODE=true).
 * @param {string} name
 * @param {Record<string, string>} [extra]
 */
export async function startSite(name, extra = {}) {
  requireSiteBuild();
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'server', 'index.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      ...siteBuildConfig(),
      PORT: String(port),
      DATA_DIR: `.data/bench-${name}`,
      JOBS: 'false',
      LOG_LEVEL: 'warn',
      ...extra,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  await waitUntilAnswering(`${url}/api/health/ready`, child);
  return handle(child, url);
}

/** Newest modification time among the files a build of the bare app depends on. */
function bareSourcesTime() {
  /** @param {string} dir @returns {number} */
  const newest = (dir) =>
    Math.max(
      0,
      ...readdirSync(dir, { withFileTypes: true })
        .filter((entry) => !['.next', 'next-env.d.ts', 'tsconfig.tsbuildinfo'].includes(entry.name))
        .map((entry) => {
          const full = path.join(dir, entry.name);
          return entry.isDirectory() ? newest(full) : statSync(full).mtimeMs;
        }),
    );
  const packages = ['next', 'react', 'react-dom', 'next-intl'].map(
    (name) => statSync(path.join(root, 'node_modules', name, 'package.json')).mtimeMs,
  );
  return Math.max(newest(BARE_DIR), ...packages);
}

/**
 * Builds the bare app (`next build bench/bare` with this repository's next) unless a build newer
 * than its sources and packages exists. Output goes to bench/bare/.next (git-ignored).
 * @param {{ log?: (line: string) => void }} [options]
 */
export function ensureBareBuild({ log = (line) => process.stderr.write(`${line}\n`) } = {}) {
  const buildId = path.join(BARE_DIST, 'BUILD_ID');
  if (existsSync(buildId) && statSync(buildId).mtimeMs >= bareSourcesTime()) return;
  log('building the bare reference app (next build bench/bare) ...');
  // Run from its own folder: next-intl's plugin finds i18n/request.ts relative to the cwd.
  const build = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: BARE_DIR,
    env: BARE_ENV,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  if (build.status !== 0) {
    process.stderr.write(build.stdout + build.stderr);
    throw new Error(`next build bench/bare failed (exit ${build.status})`);
  }
}

/** Builds the bare app if needed and serves it with `next start` on a free port. */
export async function startBare() {
  ensureBareBuild();
  const port = await freePort();
  // No -H: binding to 127.0.0.1 puts next-intl's unprefixed paths into a redirect loop
  // (../shared/STACK.md).
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port)], {
    cwd: BARE_DIR,
    env: BARE_ENV,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  await waitUntilAnswering(`${url}/`, child);
  return handle(child, url);
}
