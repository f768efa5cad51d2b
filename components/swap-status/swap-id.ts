// Swap IDs are read aloud, copied from emails and typed by hand: the API ignores case, spaces
// and dashes, and so does every form that takes one.

/** Trims, drops spaces and dashes (any Unicode dash or space), and upper-cases. */
export function normalizeSwapId(input: string): string {
  return input.replace(/[\s\p{Pd}]+/gu, '').toUpperCase();
}

/** A plausible Swap ID: letters and digits only, not absurdly long. */
export function isPlausibleSwapId(normalized: string): boolean {
  return /^[A-Z0-9]{4,64}$/.test(normalized);
}

/** Groups of four for reading; the copy buttons always copy the plain ID. */
export function groupSwapId(id: string): string[] {
  return id.match(/.{1,4}/g) ?? [id];
}
