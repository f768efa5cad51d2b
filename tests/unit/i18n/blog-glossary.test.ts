import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { articleSlugs, articleSource, articleText, emphasised } from './blog-text';
import { loadFlatMessages } from './flatten';
import { findViolations } from './glossary-check';

// The blog's articles follow the glossary and the typography of the UI (docs/i18n.md), and the
// UI labels they quote in bold or italics are the labels the site shows in that language.

const articles = articleSlugs().flatMap((slug) =>
  locales.flatMap((locale) => {
    const source = articleSource(slug, locale);
    return source === undefined ? [] : [{ slug, locale, source }];
  }),
);

describe.each(articles)('content/blog/$slug/$locale.md', ({ locale, source }) => {
  it('uses no variant its glossary forbids', () => {
    const found = findViolations(locale, articleText(source));
    expect(found.map((item) => `${item.key}: «${item.found}» → ${item.use}`)).toEqual([]);
  });
});

/** Lower case, without the trailing colon or full stop a label takes in running text. */
const normal = (text: string) =>
  text
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/[\s:.!。：]+$/u, '')
    .trim()
    .toLocaleLowerCase();

const english = loadFlatMessages('en');
/** English UI labels (plain messages) by their text: "Best offer" → Offers.best, … */
const labelKeys = new Map<string, string[]>();
for (const [key, text] of english) {
  if (/[{}<]/.test(text)) continue;
  const keys = labelKeys.get(normal(text)) ?? [];
  labelKeys.set(normal(text), [...keys, key]);
}

/** The UI labels an English article quotes in bold or italics, with their message keys. */
function quotedLabels(source: string): [string, string[]][] {
  const found = new Map<string, string[]>();
  for (const span of emphasised(source)) {
    const keys = labelKeys.get(normal(span));
    if (keys) found.set(span, keys);
  }
  return [...found];
}

/** The labels of `keys` that `source` (an article in `locale`) lacks among its emphasised text. */
function missingLabels(
  source: string,
  locale: string,
  labels: [string, string[]][],
  messages = loadFlatMessages(locale),
): string[] {
  const quoted = new Set(emphasised(source).map(normal));
  return labels
    .filter(([, keys]) => {
      const values = keys.map((key) => messages.get(key)).filter((value) => value !== undefined);
      // "Номер обмена (Swap ID)": the article may quote the code in parentheses.
      const forms = values.flatMap((value) => [
        value,
        ...[...value.matchAll(/\(([^)]+)\)/g)].map((m) => m[1]!),
      ]);
      return !forms.some((form) => quoted.has(normal(form)));
    })
    .map(([label, keys]) => `${label} (${keys.join(', ')})`);
}

const translated = articles.filter(({ locale }) => locale !== 'en');

describe.each(translated)('content/blog/$slug/$locale.md', ({ slug, locale, source }) => {
  it('quotes the UI labels the English article quotes, as messages/<locale>.json has them', () => {
    const labels = quotedLabels(articleSource(slug, 'en')!);
    expect(missingLabels(source, locale, labels)).toEqual([]);
  });
});

describe('the blog checks', () => {
  it('find the UI labels an English article quotes', () => {
    const labels = quotedLabels(
      'Select **Create the swap**, then look for the **Best offer** label.',
    );
    expect(labels.map(([label]) => label)).toEqual(['Create the swap', 'Best offer']);
  });

  it('fail on a label the translation no longer matches', () => {
    const labels = quotedLabels('The offer marked **Best offer** comes first.');
    const messages = new Map([...loadFlatMessages('de'), ['Offers.best', 'Bestes Angebot']]);
    expect(
      missingLabels('Das Angebot **Bestes Angebot** steht oben.', 'de', labels, messages),
    ).toEqual([]);
    expect(
      missingLabels('Das Angebot **Top-Angebot** steht oben.', 'de', labels, messages),
    ).toHaveLength(1);
  });

  it('read an article as text: no URLs, code or markup, the title and summary included', () => {
    const text = articleText(
      "---\ntitle: 'Étape 1 : la cotation'\nsummary: 'Un résumé'\n---\n\n## Voir [la page](/swap?x=1 'x') : ici\n\n`code : x`\n",
    );
    expect([...text.values()]).toEqual([
      'Étape 1 : la cotation',
      'Un résumé',
      'Voir  la page  : ici',
      '\uFFFC',
    ]);
  });

  it('fail on an ordinary space before French punctuation in an article', () => {
    const text = articleText(
      "---\ntitle: 'Étape 1 : la cotation'\n---\n\nVous recevez « 2 ETH » ?\n",
    );
    expect(findViolations('fr', text).map((item) => item.found)).toEqual([' :', '« ', ' »', ' ?']);
    const fixed = articleText(
      "---\ntitle: 'Étape 1\u00a0: la cotation'\n---\n\nVous recevez «\u00a02 ETH\u00a0»\u00a0?\n",
    );
    expect(findViolations('fr', fixed)).toEqual([]);
  });

  it('fail on the rating line that reads as a grade of 5', () => {
    // The review's DE-10 and NL-3: "Eine Note von 5" is a score of 5, not out of 5.
    const de = articleSource('how-to-compare-crypto-swap-offers', 'de')!;
    const nl = articleSource('how-to-compare-crypto-swap-offers', 'nl')!;
    expect(de).not.toMatch(/Note von 5/);
    expect(de).toMatch(/Skala bis 5/);
    expect(nl).not.toMatch(/score van 5/);
    expect(nl).toMatch(/schaal tot 5/);
  });
});
