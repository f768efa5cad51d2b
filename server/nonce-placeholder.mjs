// @ts-check
// The per-build placeholder nonce (docs/decisions/0001-csp-nonce.md). `npm run build`
// (scripts/build.mjs) makes a random one, Next renders it on its own tags, and server/nonce.mjs
// swaps it for each response's real nonce. It is a secret of the server: whoever knows it could
// write a tag the rewriter would trust, so it lives in .next/server (never served) and in this
// process's environment, never in anything sent to a browser.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The environment variable proxy.ts and the layout read the placeholder from. */
export const PLACEHOLDER_ENV = 'CSP_NONCE_PLACEHOLDER';
/** Where the build leaves it, inside the build output. */
export const PLACEHOLDER_FILE = path.join('server', 'csp-nonce-placeholder.json');
/** 40 random decimal digits (133 bits); see createDigitNonce. */
export const PLACEHOLDER_PATTERN = /^[0-9]{40}$/;

/**
 * 40 random decimal digits, the form of both the placeholder and every response nonce. A valid
 * CSP nonce that needs no escaping anywhere; and since an HTML tokenizer treats every digit the
 * same way in every state, swapping one such string for another can never change how a page
 * parses, wherever the placeholder stands.
 */
export function createDigitNonce() {
  let digits = '';
  while (digits.length < 40) {
    for (const byte of randomBytes(48)) {
      // 250 = 25 × 10: dropping 250-255 keeps every digit equally likely.
      if (byte < 250 && digits.length < 40) digits += String(byte % 10);
    }
  }
  return digits;
}

/**
 * Reads the placeholder the build in `distDir` was made with. Throws (the server must not start)
 * when the build was not made by scripts/build.mjs or the file belongs to another build.
 * @param {string} distDir
 * @returns {string}
 */
export function loadNoncePlaceholder(distDir = '.next') {
  const file = path.join(distDir, PLACEHOLDER_FILE);
  const hint = 'build with `npm run build` (scripts/build.mjs), not `next build` alone';
  /** @type {unknown} */
  let data;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (cause) {
    throw new Error(`No CSP nonce placeholder in ${file}: ${hint}.`, { cause });
  }
  const { placeholder, buildId } = /** @type {{ placeholder?: unknown, buildId?: unknown }} */ (
    data ?? {}
  );
  const currentBuild = readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
  if (typeof placeholder !== 'string' || !PLACEHOLDER_PATTERN.test(placeholder)) {
    throw new Error(`${file} holds no valid placeholder: ${hint}.`);
  }
  if (buildId !== currentBuild) {
    throw new Error(`${file} belongs to another build than ${distDir}: ${hint}.`);
  }
  return placeholder;
}

/**
 * Streaming replacement of every occurrence of `placeholder` with `nonce`. push() holds back only
 * a tail that could be the start of an occurrence cut between two chunks (with digits, usually
 * nothing: a streamed row or tag is never delayed for no reason); the result equals replacing in
 * the whole text at once.
 * @param {string} placeholder
 * @param {string} nonce
 */
export function createPlaceholderReplacer(placeholder, nonce) {
  let carry = '';
  return {
    /** @param {string} text */
    push(text) {
      const input = carry + text;
      let out = '';
      let from = 0;
      for (let at = input.indexOf(placeholder); at !== -1; at = input.indexOf(placeholder, from)) {
        out += input.slice(from, at) + nonce;
        from = at + placeholder.length;
      }
      // The longest tail after the last occurrence that begins the placeholder.
      let keep = Math.min(placeholder.length - 1, input.length - from);
      while (keep > 0 && !input.endsWith(placeholder.slice(0, keep))) keep -= 1;
      const cut = input.length - keep;
      carry = input.slice(cut);
      return out + input.slice(from, cut);
    },
    flush() {
      const rest = carry;
      carry = '';
      return rest;
    },
  };
}
