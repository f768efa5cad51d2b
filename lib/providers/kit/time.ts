import { z } from 'zod';

// Vendors give times as ISO strings, unix seconds or unix milliseconds (as numbers or numeric
// strings). Our contracts want ISO strings.

export function toIsoTime(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const numeric = typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : null;
  if (numeric !== null) {
    const date = new Date(numeric < 1e12 ? numeric * 1000 : numeric);
    return Number.isNaN(date.getTime()) ? null : date.toISOString();
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** zod: an instant in any of those forms, out as ISO; anything else is a bad answer. */
export function isoInstant() {
  return z.union([z.number(), z.string()]).transform((value, ctx) => {
    const iso = toIsoTime(value);
    if (iso === null) {
      ctx.addIssue({ code: 'custom', message: 'expected a date' });
      return z.NEVER;
    }
    return iso;
  });
}
