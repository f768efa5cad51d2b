// Writes one message namespace into all 14 messages/<locale>.json files.
//
//   node scripts/i18n-set-namespace.mjs i18n/footer.json
//
// The input file is { "<Namespace>": { "en": {...}, "fr": {...}, ... every locale } }, one or
// more namespaces. Each locale file keeps its other namespaces; the namespace is replaced whole.
// Fails without writing anything if a locale is missing or its keys differ from English.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

// The locales are the files in messages/ (tests/unit/i18n keeps them equal to lib/i18n/locales.ts,
// which this plain-JS script cannot import).
const LOCALES = readdirSync('messages')
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));

/** @param {unknown} tree @param {string} prefix @returns {string[]} */
function keys(tree, prefix = '') {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) =>
    keys(value, prefix ? `${prefix}.${key}` : key),
  );
}

const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: node scripts/i18n-set-namespace.mjs <file.json>\n');
  process.exit(2);
}
/** @type {Record<string, Record<string, unknown>>} */
const input = JSON.parse(readFileSync(file, 'utf8'));

const problems = [];
for (const [namespace, byLocale] of Object.entries(input)) {
  const english = keys(byLocale.en).sort().join('\n');
  for (const locale of LOCALES) {
    if (!byLocale[locale]) problems.push(`${namespace}: no ${locale}`);
    else if (keys(byLocale[locale]).sort().join('\n') !== english) {
      problems.push(`${namespace}: keys of ${locale} differ from en`);
    }
  }
}
if (problems.length) {
  process.stderr.write(`${problems.join('\n')}\n`);
  process.exit(1);
}

for (const locale of LOCALES) {
  const path = `messages/${locale}.json`;
  const messages = JSON.parse(readFileSync(path, 'utf8'));
  for (const [namespace, byLocale] of Object.entries(input)) messages[namespace] = byLocale[locale];
  writeFileSync(path, `${JSON.stringify(messages, null, 2)}\n`);
}
process.stdout.write(`wrote ${Object.keys(input).join(', ')} into ${LOCALES.length} locales\n`);
