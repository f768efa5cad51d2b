// @ts-check
// Runs first in `npm test` and before every Playwright run: the end-to-end tests drive Debian's
// Chromium (Playwright's own download cannot work on these machines), so a fresh machine gets it
// here instead of failing after the build. As root with apt-get, the missing package is
// installed; otherwise the run stops at once with the one line that says what to do.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromiumLaunchOptions } from '../e2e/support/chromium.mjs';

/**
 * @typedef {{ action: 'use', path: string }
 *   | { action: 'install', path: string }
 *   | { action: 'stop', message: string }} ChromiumPlan
 */

/**
 * What to do about the browser, from what the machine offers.
 * @param {{ path: string, custom: boolean, executable: (path: string) => boolean,
 *   root: boolean, aptGet: boolean }} machine
 * @returns {ChromiumPlan}
 */
export function chromiumPlan({ path, custom, executable, root, aptGet }) {
  if (executable(path)) return { action: 'use', path };
  if (custom) {
    return {
      action: 'stop',
      message: `CHROMIUM_PATH=${path} is not an executable file: point it at a Chromium binary, or unset it to use Debian's /usr/bin/chromium.`,
    };
  }
  if (root && aptGet) return { action: 'install', path };
  const install = aptGet ? 'sudo apt-get install -y chromium' : 'install Chromium there';
  return {
    action: 'stop',
    message: `Chromium is missing at ${path}: ${install} (or set CHROMIUM_PATH to a Chromium binary), then run npm test again.`,
  };
}

/** @param {string} path */
function isExecutableFile(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** @param {string} command @param {string[]} args */
function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

function main() {
  const path = chromiumLaunchOptions.executablePath;
  const machine = {
    path,
    custom: Boolean(process.env.CHROMIUM_PATH),
    executable: isExecutableFile,
    root: process.getuid?.() === 0,
    aptGet: spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0,
  };
  let plan = chromiumPlan(machine);
  if (plan.action === 'install') {
    process.stderr.write("ensure-chromium: installing Debian's chromium package (apt-get)\n");
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium']);
    plan = chromiumPlan({ ...machine, aptGet: false });
  }
  if (plan.action === 'stop') {
    process.stderr.write(`${plan.message}\n`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
