// Public Swap IDs: 12 Crockford base32 characters (60 random bits). Crockford's alphabet leaves
// out I, L, O and U so an ID read aloud or copied by hand cannot be mistaken for another one.
// Pure, so the API, the status lookup and the /swap page read an ID by the same rule;
// ./public-id.ts makes new ones on the server.

export const SWAP_ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const SWAP_ID_LENGTH = 12;
/** Longer input is refused before any work: nothing that long is a typed-in Swap ID. */
const SWAP_ID_MAX_INPUT = 64;
const VALID = new RegExp(`^[${SWAP_ID_ALPHABET}]{${SWAP_ID_LENGTH}}$`);

export type SwapIdReading =
  | { ok: true; id: string }
  /**
   * empty: nothing but spaces and dashes; invalid: other characters than letters and digits (or
   * absurdly long); unknown: letters and digits, but no Swap ID has that shape.
   */
  | { ok: false; reason: 'empty' | 'invalid' | 'unknown'; cleaned: string };

/**
 * What a visitor typed, read as a Swap ID: case, spaces and dashes (any Unicode space or dash)
 * ignored, O read as 0 and I/L as 1.
 */
export function readSwapId(input: string): SwapIdReading {
  const cleaned = input.replace(/[\s\p{Pd}]+/gu, '').toUpperCase();
  if (cleaned === '') return { ok: false, reason: 'empty', cleaned };
  if (input.length > SWAP_ID_MAX_INPUT || !/^[A-Z0-9]+$/.test(cleaned)) {
    return { ok: false, reason: 'invalid', cleaned };
  }
  const id = cleaned.replace(/O/g, '0').replace(/[IL]/g, '1');
  return VALID.test(id) ? { ok: true, id } : { ok: false, reason: 'unknown', cleaned };
}

/** The Swap ID a visitor meant, or null when what they typed cannot be one. */
export function normaliseSwapId(input: string): string | null {
  const reading = readSwapId(input);
  return reading.ok ? reading.id : null;
}

/** Groups of four for reading: ['K7M2', 'Q9XD', '3F8H']; copy buttons copy the plain ID. */
export function groupSwapId(id: string): string[] {
  return id.match(/.{1,4}/g) ?? [id];
}

/** The ID in groups of four for reading aloud: 'K7M2-Q9XD-3F8H'. */
export function formatSwapId(id: string): string {
  return groupSwapId(id).join('-');
}

/**
 * What to ask GET /api/v1/swaps/{id} about: the Swap ID, or, for letters and digits that no
 * Swap ID has, the cleaned text, so the visitor reads the API's own "no such swap" in their
 * language. Null for empty or malformed input, which screens refuse themselves.
 */
export function swapIdToLookUp(reading: SwapIdReading): string | null {
  if (reading.ok) return reading.id;
  return reading.reason === 'unknown' ? reading.cleaned : null;
}
