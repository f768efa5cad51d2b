import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';

type Tree = { [key: string]: string | Tree };
const dir = path.join(process.cwd(), 'messages');
const load = (locale: string): Tree =>
  JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8'));

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

// An argument is "{name}" or "{name, plural|select|…": a branch's text may start with "Yes, …".
const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)(?:\}|,\s*(?:plural|select|selectordinal|number|date|time)\b)/g)]
    .map((m) => m[1])
    .sort();
const english = flatten(load('en'));
// Strings that are correctly the same as English in some languages; add a key with a reason.
const sameAsEnglishAllowed = new Set<string>([
  // "Blog" is the word in Dutch, French, German, Italian, Polish, Portuguese, Spanish, Turkish and
  // Vietnamese too.
  'Header.blog',
  // XRP's "Destination tag" is what Dutch wallets and exchanges show, untranslated (docs/i18n.md).
  'Checkout.memoLabel.tag',
  // The simulated providers' badge: "Sandbox" is the glossary's German and Dutch term too
  // (docs/i18n.md), as on the offer cards.
  'PartnersPage.sandbox',
  // /for-partners (docs/partners/program.md): "Wallets" (the glossary's die Wallet) and "Website"
  // are the German and Dutch words too.
  'ForPartnersPage.who.wallets.title',
  'PartnerApplicationForm.website',
  // "Cookie" is the word in Dutch, French, German, Italian, Portuguese, Spanish, Vietnamese and
  // Japanese (the glossary writes Cookie, not クッキー) too.
  'StorageTable.kinds.cookie',
  // The DEX status (/transaction-status with a hash): "Aggregator" is the German and Dutch word,
  // "Block" the German one, "Transaction {hash}" French as it is English.
  'dexStatus.aggregator',
  'dexStatus.block',
  'dexStatus.heading',
  // "Page {page}" is French as it is English.
  'Pagination.page',
  // The blog (docs/blog.md): "Blog" as Header.blog; "page {page}" and "# article(s)" in French.
  'Blog.title',
  'Blog.nav.label',
  'Blog.page',
  'Blog.articleCount',
  // The coin pages (docs/catalogue-pages.md): "Coin", "Coins" and "Name" are the German words;
  // Turkish and Vietnamese write "Coin" as their glossaries do.
  'CoinList.coin',
  'CoinSearch.coin',
  'CoinSearch.sorts.name',
  'CoinPage.breadcrumbCoins',
  // The glossaries' own terms: "memo" in most languages, "destination tag" in Dutch, "message"
  // in French.
  'CoinFaq.memoKinds.memo',
  'CoinFaq.memoKinds.message',
  'CoinFaq.memoKinds.tag',
  // "Minimum" and "Maximum" are the words in Dutch, French, German, Polish and Turkish too.
  'PairPage.min',
  'PairPage.max',
  // The same "Page {page}" in the compare and cross-chain breadcrumbs.
  'CompareList.pageCrumb',
  'CrossChainList.pageCrumb',
  'CrossChainTokens.pageCrumb',
  // "Token" is the word in German, Dutch, Italian, Spanish and Portuguese too.
  'CrossChainTokens.token',
  // Payment methods that are product names keep their name in every language; only French has
  // its own name for Interac e-Transfer (Virement Interac).
  'RampWidget.methods.apple_pay',
  'RampWidget.methods.google_pay',
  'RampWidget.methods.faster_payments',
  'RampWidget.methods.pix',
  'RampWidget.methods.upi',
  'RampWidget.methods.interac',
  'RampWidget.methods.paypal',
  // The simulated ramps' badge and XRP's tag, as PartnersPage.sandbox and Checkout.memoLabel.tag.
  'RampWidget.sandbox',
  'RampWidget.memoLabel.tag',
  // The fiat pages: "Coin" as in CoinList.coin, "Page {page}" as in Pagination.page.
  'FiatPages.coinColumn',
  'FiatPages.pageCrumb',
]);

describe('messages', () => {
  it('has exactly one file per locale', () => {
    const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
    expect(files.map((file) => file.replace('.json', '')).sort()).toEqual([...locales].sort());
  });

  describe.each(locales.filter((locale) => locale !== 'en'))('%s', (locale) => {
    const messages = flatten(load(locale));

    it('has every key English has, and no other', () => {
      const missing = [...english.keys()].filter((key) => !messages.has(key));
      const extra = [...messages.keys()].filter((key) => !english.has(key));
      expect(missing, `missing in ${locale}.json`).toEqual([]);
      expect(extra, `unknown keys in ${locale}.json`).toEqual([]);
    });

    it('keeps the placeholders of every message', () => {
      for (const [key, text] of english) {
        const translated = messages.get(key);
        if (translated === undefined) continue;
        expect(new Set(placeholders(translated)), `${locale}: ${key}`).toEqual(
          new Set(placeholders(text)),
        );
      }
    });

    it('is translated, not copied from English', () => {
      const copied = [...english].filter(
        ([key, text]) =>
          messages.get(key) === text &&
          !sameAsEnglishAllowed.has(key) &&
          // Only words count: "{title} | {brand}" is the same everywhere by design.
          /\p{L}{3}/u.test(text.replace(/\{[^}]*\}/g, '')),
      );
      expect(copied.map(([key]) => key)).toEqual([]);
    });
  });
});
