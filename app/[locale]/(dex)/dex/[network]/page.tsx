import type { Metadata } from 'next';
import { unstable_cache } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { DexNetworkView } from '@/components/dex/network/dex-network-view';
import { brand } from '@/lib/brand';
import { dexChainBySlug, type DexChain } from '@/lib/dex/chains';
import { dexNetworkLanding, type DexNetworkLanding } from '@/lib/dex/landing';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/pages/page-params';
import { routes } from '@/lib/routing/routes';
import { buildMetadata } from '@/lib/seo/metadata';

// /dex/{network}: a DEX network's landing, its facts and its popular pairs' live indicative
// quotes (docs/dex.md "Pages"). proxy.ts has answered any slug but the five networks' with the
// 404 page (the dex-network route check). None is prerendered: the quotes are the page, and a
// build has no network, so a prerendered landing would be served without them until its first
// revalidation. Each renders on its first request instead, from the running server, and is
// kept 5 minutes (ISR); the empty list below is what makes Next cache it rather than render
// every request. No searchParams and no wallet: the swap links hand the pair to /dex.
export const revalidate = 300;

export function generateStaticParams(): Array<{ network: string }> {
  return [];
}

function chainOf(slug: string): DexChain {
  const chain = dexChainBySlug(slug);
  if (!chain) notFound();
  return chain;
}

/**
 * This minute's round of the network's quotes. The aggregators' HTTP clients fetch with
 * `cache: 'no-store'` (lib/http/base-client.ts), and in an ISR render such a fetch makes Next
 * give the static page up (a DynamicServerError). Inside unstable_cache the quotes run in a
 * cache scope, where an uncached fetch is allowed and leaves the page's revalidate alone. The
 * minute in the key keeps a revalidated page from being handed an older round, and lets the 14
 * locales rendered in that minute share one.
 */
function landingOf(chain: DexChain): Promise<DexNetworkLanding> {
  const minute = Math.floor(Date.now() / 60_000);
  return unstable_cache(
    () => dexNetworkLanding(chain),
    ['dex-network-landing', chain.slug, String(minute)],
    { revalidate: 300 },
  )();
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/dex/[network]'>): Promise<Metadata> {
  const { locale: raw, network } = await params;
  const locale = raw as Locale;
  const chain = chainOf(network);
  const [t, tMeta] = await Promise.all([
    getTranslations({ locale, namespace: 'dexNetwork' }),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  const name = brand().name;
  const values = { network: chain.name, coin: chain.native.symbol, brand: name };
  return buildMetadata({
    locale,
    path: routes.dexNetwork(chain.slug),
    title: tMeta('titleTemplate', { brand: name, title: t('metaTitle', values) }),
    description: t('metaDescription', values),
  });
}

export default async function DexNetworkPage({ params }: PageProps<'/[locale]/dex/[network]'>) {
  const locale = await pageLocale(params);
  const chain = chainOf((await params).network);
  return <DexNetworkView locale={locale} chain={chain} landing={await landingOf(chain)} />;
}
