import 'server-only';
import { randomBytes, randomInt } from 'node:crypto';

// The random parts of the partner program: ids (in links and keys), key secrets, signing
// secrets. All from the operating system's CSPRNG; characters are drawn without modulo bias.

const LOWER = 'abcdefghijklmnopqrstuvwxyz0123456789';
const MIXED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomString(alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** A partner's or a key's id: 12 of [a-z0-9] (about 62 bits). */
export const newPublicId = (): string => randomString(LOWER, 12);

/** The secret part of `sl_sk_<id>_<secret>`: 32 of [A-Za-z0-9] (about 190 bits). */
export const newKeySecret = (): string => randomString(MIXED, 32);

/** A signing secret (embed tokens, webhooks): 32 random bytes as hex. */
export const newSigningSecret = (): string => randomBytes(32).toString('hex');
