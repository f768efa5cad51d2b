import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { locales } from '../i18n/locales';

// A content file is YAML front matter between two `---` lines, then Markdown:
//
//   ---
//   title: Privacy policy
//   summary: What we store, why, for how long, and your rights.
//   updated: 2026-11-27
//   ---
//   ## Who is responsible
//   ...
//
// A translation whose body is another locale's (legal texts: the English body is binding) says
// so with `bodyLocale: en` and has no body of its own.

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** What every collection's front matter has; a collection may extend it. */
export const baseFrontMatter = z.strictObject({
  title: z.string().trim().min(1),
  summary: z.string().trim().min(1),
  /** The day the text last changed in substance, YYYY-MM-DD. */
  updated: z.iso.date().optional(),
  /** This locale shows the body of that locale (with its `updated` date). */
  bodyLocale: z.enum(locales).optional(),
});

export type BaseFrontMatter = z.infer<typeof baseFrontMatter>;

export interface ParsedFile {
  /** The front matter as YAML gave it, before the collection's schema checks it. */
  data: unknown;
  body: string;
}

/** Splits a file into front matter and body; a file without front matter is an error. */
export function splitFrontMatter(source: string, file: string): ParsedFile {
  const text = source.replace(/^\uFEFF/, '');
  const match = FENCE.exec(text);
  if (!match) throw new Error(`${file}: no front matter (the file must start with a --- line)`);
  // The core schema: "2026-11-27" stays a string and "yes" stays a string, as YAML 1.2 says.
  const data: unknown = parseYaml(match[1] ?? '', { schema: 'core' });
  return { data, body: text.slice(match[0].length) };
}
