import glossary from '@/lib/i18n/glossary.json';

// Checks message values against lib/i18n/glossary.json: every forbidden variant of a locale
// becomes one Unicode-aware regular expression, run over what a visitor reads (ICU argument
// names, select keys and tags removed) or, for rules marked raw, over the ICU source.

export type Rule = {
  text?: string;
  pattern?: string;
  match?: 'word' | 'start' | 'anywhere';
  caseSensitive?: boolean;
  raw?: boolean;
  /** Match on the decomposed text (NFD): Korean endings by their final consonant (ㅂ니다). */
  decompose?: boolean;
  /** How docs/i18n.md shows a pattern a reader cannot read (the Korean endings). */
  shown?: string;
  use: string;
  why?: string;
};
export type LocaleGlossary = {
  register: string;
  terms: Record<string, string>;
  defaultMatch?: Rule['match'];
  forbidden: Rule[];
};
export type Violation = { key: string; found: string; use: string };

export const glossaryLocales = glossary.locales as Record<string, LocaleGlossary>;
export const concepts = glossary.concepts as Record<string, string>;
/** Concepts only some locales need a word for (Korean pairs, Japanese cookies). */
export const otherConcepts = glossary.otherConcepts as Record<string, string>;

/** Stands where an argument was: not a letter, so it bounds words like a space does. */
const ARGUMENT = '\uFFFC';
const WORD_CHAR = '[\\p{L}\\p{N}\\p{M}]';

/** The text of an ICU message as a visitor reads it; plural and select branches on own lines. */
export function visibleText(source: string): string {
  let index = 0;
  const message = (inPlural: boolean, nested: boolean): string => {
    let out = '';
    while (index < source.length) {
      const char = source[index]!;
      if (char === '}' && nested) return out;
      if (char === '{') {
        index += 1;
        out += argument();
      } else if (char === '<') {
        // A rich-text tag (<link>, </b>) is markup; a lone "<" is text.
        const tag = /^<\/?[\w-]+>/.exec(source.slice(index));
        const text = tag ? '' : char;
        out += text;
        index += tag ? tag[0].length : 1;
      } else if (char === '#' && inPlural) {
        out += ARGUMENT;
        index += 1;
      } else {
        out += char;
        index += 1;
      }
    }
    return out;
  };
  const argument = (): string => {
    const head = /^\s*[\w-]+\s*(?:,\s*(\w+)\s*)?/.exec(source.slice(index))!;
    index += head[0].length;
    const type = head[1];
    if (source[index] === '}') {
      index += 1;
      return ARGUMENT;
    }
    if (type !== 'plural' && type !== 'select' && type !== 'selectordinal') {
      // {n, number, ::currency/EUR}: a formatted value, nothing to read.
      for (let depth = 1; index < source.length && depth > 0; index += 1) {
        if (source[index] === '{') depth += 1;
        if (source[index] === '}') depth -= 1;
      }
      return ARGUMENT;
    }
    const branches: string[] = [];
    index += 1; // the comma before the branches
    for (;;) {
      const key = /^\s*([^\s{}]*)\s*/.exec(source.slice(index))!;
      index += key[0].length;
      if (source[index] === '}' || index >= source.length) break;
      index += 1; // {
      branches.push(message(type !== 'select', true));
      index += 1; // }
    }
    index += 1; // } closing the argument
    return `${ARGUMENT}\n${branches.join('\n')}\n${ARGUMENT}`;
  };
  return message(false, false);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One regular expression per rule, built once per locale. */
export function compileRules(entry: LocaleGlossary) {
  return entry.forbidden.map((rule) => {
    const form = rule.decompose ? 'NFD' : 'NFC';
    const source = rule.pattern?.normalize(form) ?? escape(rule.text!.normalize(form));
    const match = rule.match ?? entry.defaultMatch ?? 'word';
    const before = match === 'anywhere' ? '' : `(?<!${WORD_CHAR})`;
    const after = match === 'word' ? `(?!${WORD_CHAR})` : '';
    const flags = rule.caseSensitive ? 'gu' : 'giu';
    return { rule, regex: new RegExp(`${before}(?:${source})${after}`, flags) };
  });
}

/** Every forbidden variant found in `messages` (flat key → ICU message). */
export function findViolations(locale: string, messages: Map<string, string>): Violation[] {
  const entry = glossaryLocales[locale];
  if (!entry) throw new Error(`No glossary for ${locale}`);
  const rules = compileRules(entry);
  const found: Violation[] = [];
  for (const [key, source] of messages) {
    const raw = source.normalize('NFC');
    const visible = visibleText(raw);
    for (const { rule, regex } of rules) {
      const text = rule.raw ? raw : visible;
      for (const match of (rule.decompose ? text.normalize('NFD') : text).matchAll(regex)) {
        found.push({ key, found: match[0].normalize('NFC'), use: rule.use });
      }
    }
  }
  return found;
}
