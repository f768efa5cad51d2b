// @ts-check
// `npm run build`: `next build` with a fresh secret placeholder nonce, then the nonce marker on
// the prerendered pages, then the placeholder stored where only the server reads it
// (docs/decisions/0001-csp-nonce.md). Arguments are passed on to `next build`.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  createDigitNonce,
  PLACEHOLDER_ENV,
  PLACEHOLDER_FILE,
} from '../server/nonce-placeholder.mjs';
import { markBuildOutput } from './nonce-marker.mjs';

const distDir = '.next';
const placeholder = createDigitNonce();
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');

const build = spawnSync(process.execPath, [nextBin, 'build', ...process.argv.slice(2)], {
  stdio: 'inherit',
  // Our own inline scripts render the placeholder as their nonce (lib/security/script-nonce.ts).
  env: { ...process.env, [PLACEHOLDER_ENV]: placeholder },
});
if (build.status !== 0) process.exit(build.status ?? 1);

try {
  const pages = markBuildOutput(distDir, placeholder);
  process.stdout.write(`✓ CSP nonce placeholder added to ${pages} prerendered pages\n`);
} catch (error) {
  process.stderr.write(
    `\nBuild failed: ${error instanceof Error ? error.message : String(error)}\n` +
      'Only tags Next emits may carry the nonce (scripts/nonce-marker.mjs).\n',
  );
  process.exit(1);
}

// Written last: `npm run serve` refuses a build without it, so a failed marker stops the server.
const buildId = readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
writeFileSync(path.join(distDir, PLACEHOLDER_FILE), JSON.stringify({ placeholder, buildId }), {
  mode: 0o600,
});
