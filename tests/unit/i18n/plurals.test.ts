import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '@/lib/i18n/locales';
import { loadFlatMessages } from './flatten';

// Counts in sentences (issue 22): a number of days or things is a `plural` argument wherever the
// language has more than one plural form, so "last 1 days" and "последние 21 дней" cannot
// happen; and where an adjective agrees with the count (Russian and Ukrainian "last"), it is
// inside the plural's branches, not before it: "последний 21 день", "последние 22 дня".

const COUNTED = ['days', 'count'];
const bare = (text: string, name: string) => text.includes(`{${name}}`);

// Languages whose nouns keep one form after any number ("30 gün", "30日間", "30 ngày"); Turkish
// has CLDR plural categories, but its noun after a numeral stays singular.
const COUNT_FREE = new Set(['ja', 'ko', 'tr', 'vi']);

describe.each(locales)('counts in messages/%s.json', (locale) => {
  it.skipIf(COUNT_FREE.has(locale))('are plural arguments, never a bare {days} or {count}', () => {
    const found = [...loadFlatMessages(locale)]
      .filter(([, text]) => COUNTED.some((name) => bare(text, name)))
      .map(([key]) => key);
    expect(found).toEqual([]);
  });
});

const LAST_DAYS: Record<string, Record<number, string>> = {
  ru: {
    1: 'последний 1 день',
    21: 'последний 21 день',
    22: 'последние 22 дня',
    25: 'последние 25 дней',
  },
  uk: { 1: 'останній 1 день', 21: 'останній 21 день', 22: 'останні 22 дні', 25: 'останні 25 днів' },
};
const DAY_KEYS = [
  'ProvidersPage.dailyTitle',
  'PairPage.ratesChartTitle',
  'ComparePage.feesNone',
  'ComparePage.offersNote',
];

describe.each(Object.keys(LAST_DAYS))('"the last N days" in %s', (locale) => {
  const file = path.join(process.cwd(), 'messages', `${locale}.json`);
  const t = createTranslator({
    locale: locale as Locale,
    messages: JSON.parse(readFileSync(file, 'utf8')),
  });
  it.each(DAY_KEYS)('%s agrees with 1, 21, 22 and 25', (key) => {
    for (const [days, phrase] of Object.entries(LAST_DAYS[locale]!)) {
      const values = { days: Number(days), from: 'BTC', to: 'ETH', ticker: 'BTC' };
      const text = (t as (key: string, values: object) => string)(key, values);
      expect(text.toLowerCase(), `${days}`).toContain(phrase);
    }
  });
});
