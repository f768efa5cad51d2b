import '@/lib/zod-jitless';
import { z } from 'zod';

// What a visitor may type into a free-text field (review, contact message, an address): any
// printable text, but no control characters and no bidi overrides. Those reach the operator's
// terminal (`npm run admin`), e-mails and logs, where an escape sequence can erase or redraw
// lines and an override can make a text read other than it is stored (security review 2026-12,
// M3). Browser-safe: zod only, so a form checks with the same rule the route applies.

/** The issue's `params.reason` when a field holds such characters (the forms word it). */
export const FORBIDDEN_CHARACTERS = 'forbidden_characters';

/**
 * C0 controls (U+0000-U+001F), DEL and the C1 controls (U+007F-U+009F), the bidi embeddings and
 * overrides (U+202A-U+202E) and isolates (U+2066-U+2069). The multi-line form allows `\n`, `\t`
 * and a `\r` that starts a Windows line break (`\r\n`), never a lone one: it returns the
 * terminal's cursor to the start of the line.
 */
const SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;
const MULTI_LINE =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|\r(?!\n)/u;

/** Whether `value` holds a character no free-text field accepts (`\n`, `\t` only if multiline). */
export function hasForbiddenCharacters(value: string, multiline = false): boolean {
  return (multiline ? MULTI_LINE : SINGLE_LINE).test(value);
}

export interface FreeTextOptions {
  min?: number;
  max: number;
  /** A text area: line breaks and tabs are kept (`\r\n` becomes `\n`). */
  multiline?: boolean;
}

/**
 * A trimmed string of `min`-`max` characters with no control character (but line breaks and
 * tabs when multiline) and no bidi override or isolate. The refusal is a custom issue whose
 * `params.reason` is FORBIDDEN_CHARACTERS.
 */
export function freeText(options: FreeTextOptions & { multiline?: false }): z.ZodString;
export function freeText(
  options: FreeTextOptions & { multiline: true },
): z.ZodPipe<z.ZodString, z.ZodTransform<string, string>>;
export function freeText({ min = 0, max, multiline = false }: FreeTextOptions) {
  const text = z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((value) => !hasForbiddenCharacters(value, multiline), {
      message: 'must not contain control or bidi override characters',
      params: { reason: FORBIDDEN_CHARACTERS },
    });
  return multiline ? text.transform((value) => value.replace(/\r\n/g, '\n')) : text;
}
