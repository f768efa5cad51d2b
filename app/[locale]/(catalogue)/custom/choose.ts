'use server';

import { redirect } from 'next/navigation';
import { getCurrency } from '@/lib/catalogue';
import { canonicalCompare } from '@/lib/catalogue/compare';
import { enabledCodes } from '@/lib/pages/data/compare-data';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/routing/paths';
import { routes, type Path } from '@/lib/routing/routes';
import { SAME_COIN_ANCHOR, type ChooserKind } from '@/components/catalogue/compare/pair-chooser';

// The custom pages' form action: two coins in, a redirect to their page out (303 for a form
// posted without JavaScript, a client navigation with it). Nothing is stored; anything that is
// not two different enabled coins sends the visitor back to the chooser.

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, 64) : '';
};

async function choose(kind: ChooserKind, form: FormData): Promise<never> {
  const requested = text(form, 'locale');
  const locale: Locale = isLocale(requested) ? requested : defaultLocale;
  const back = kind === 'compare' ? routes.customCompare() : routes.customExchangePairs();
  const [a, b] = await Promise.all([getCurrency(text(form, 'a')), getCurrency(text(form, 'b'))]);
  if (!a || !b) redirect(localizedPath(locale, back));
  if (a.code === b.code) redirect(`${localizedPath(locale, back)}#${SAME_COIN_ANCHOR}`);
  // A comparison goes straight to its canonical spelling (btc-vs-eth for eth and btc).
  const pair = canonicalCompare(await enabledCodes(), a.code, b.code);
  const target: Path =
    kind === 'compare' && pair ? routes.compare(pair.a, pair.b) : routes.pair(a.code, b.code);
  redirect(localizedPath(locale, target));
}

export async function chooseCompare(form: FormData): Promise<void> {
  await choose('compare', form);
}

export async function chooseExchangePair(form: FormData): Promise<void> {
  await choose('exchange', form);
}
