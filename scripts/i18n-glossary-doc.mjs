// Writes the glossary tables of docs/i18n.md from lib/i18n/glossary.json (between the
// glossary:start and glossary:end markers), so that the page people read and the rules the test
// applies cannot drift apart. tests/unit/i18n/glossary.test.ts fails while they differ.
//
//   node scripts/i18n-glossary-doc.mjs && npx prettier --write docs/i18n.md
import { readFileSync, writeFileSync } from 'node:fs';

const DOC = 'docs/i18n.md';
const START = '<!-- glossary:start -->';
const END = '<!-- glossary:end -->';
const NAMES = {
  en: 'English (source)',
  de: 'German',
  nl: 'Dutch',
  fr: 'French',
  it: 'Italian',
  es: 'Spanish',
  pt: 'Portuguese (Brazil)',
  pl: 'Polish',
  ru: 'Russian',
  uk: 'Ukrainian',
  ko: 'Korean',
  ja: 'Japanese',
  vi: 'Vietnamese',
  tr: 'Turkish',
};
/** The concepts of the side-by-side table: the words a visitor matches with their wallet. */
const OVERVIEW = [
  'rate',
  'fee',
  'offer',
  'provider',
  'depositAddress',
  'payoutAddress',
  'refundAddress',
  'memo',
  'destinationTag',
];

const cell = (text) => text.replaceAll('|', '/');

/** A forbidden rule as a reader sees it: the text, or the pattern without regex syntax. */
function readable(rule) {
  if (rule.shown) return rule.shown;
  if (rule.text) return rule.text;
  return rule.pattern
    .replace(/\(\?<?[!=][^)]*\)/g, '')
    .replace(/\\p\{L\}[*+]/g, '…')
    .replace(/\(\?:/g, '(')
    .replace(/\[(\p{Lu})\p{Ll}\]/gu, '$1')
    .replace(/\\/g, '')
    .replaceAll('|', ', ')
    .trim();
}

/**
 * @param {{ concepts: Record<string, string>, otherConcepts: Record<string, string>,
 *   locales: Record<string, any> }} glossary
 */
export function glossaryMarkdown(glossary) {
  const locales = Object.keys(NAMES);
  const lines = [
    `| Locale | ${OVERVIEW.map((key) => glossary.locales.en.terms[key]).join(' | ')} |`,
    `|${' --- |'.repeat(OVERVIEW.length + 1)}`,
    ...locales.map(
      (locale) =>
        `| ${locale} | ${OVERVIEW.map((key) => cell(glossary.locales[locale].terms[key])).join(' | ')} |`,
    ),
    '',
  ];
  for (const locale of locales) {
    const entry = glossary.locales[locale];
    lines.push(`### ${locale}: ${NAMES[locale]}`, '', `**Form of address:** ${entry.register}`, '');
    lines.push('| Concept | Term |', '| --- | --- |');
    for (const [key, term] of Object.entries(entry.terms)) {
      const concept = glossary.concepts[key] ?? glossary.otherConcepts[key];
      lines.push(`| ${cell(concept)} | ${cell(term)} |`);
    }
    lines.push('');
    if (entry.forbidden.length > 0) {
      lines.push('Never write (the test fails):', '');
      for (const rule of entry.forbidden) {
        const why = rule.why ? ` (${rule.why})` : '';
        lines.push(`- \`${readable(rule)}\` → ${rule.use}${why}`);
      }
      lines.push('');
    }
  }
  return lines.join('\n');
}

/** The doc with its glossary section replaced. */
export function withGlossary(doc, glossary) {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${DOC} needs ${START} … ${END}`);
  return `${doc.slice(0, start + START.length)}\n\n${glossaryMarkdown(glossary)}\n${doc.slice(end)}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const glossary = JSON.parse(readFileSync('lib/i18n/glossary.json', 'utf8'));
  writeFileSync(DOC, withGlossary(readFileSync(DOC, 'utf8'), glossary));
}
