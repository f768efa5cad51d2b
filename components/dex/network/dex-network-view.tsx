import { getFormatter, getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalogue/coins/breadcrumb';
import { JsonLd } from '@/components/seo/json-ld';
import { buttonClassName } from '@/components/ui/button';
import { brand } from '@/lib/brand';
import { DEX_CHAINS, type DexChain } from '@/lib/dex/chains';
import type { DexNetworkLanding } from '@/lib/dex/landing';
import { curatedTokens } from '@/lib/dex/tokens';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/routing/paths';
import { routes } from '@/lib/routing/routes';
import { breadcrumbList } from '@/lib/seo/json-ld';
import pageStyles from '../page/dex-page.module.css';
import styles from './dex-network.module.css';
import { PopularPairsTable } from './popular-pairs-table';

/**
 * /dex/{network}: the network's facts, its popular pairs with their live quotes, and the other
 * networks. Server-rendered whole: it loads no script of its own, and the swap is a link to /dex.
 */
export async function DexNetworkView({
  locale,
  chain,
  landing,
}: {
  locale: Locale;
  chain: DexChain;
  landing: DexNetworkLanding;
}) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'dexNetwork' }),
    getFormatter({ locale }),
  ]);
  const network = chain.name;
  const trail = [
    { name: t('crumbHome'), route: routes.home() },
    { name: t('crumbDex'), route: routes.dex() },
    { name: network, route: routes.dexNetwork(chain.slug) },
  ];
  const { aggregators } = landing.network;
  const tokens = curatedTokens(chain.id);
  const wrapped = tokens.find((token) => token.address === chain.wrapped);
  const others = DEX_CHAINS.filter((other) => other.id !== chain.id);
  // "Ether (ETH)", but "BNB" and "POL" alone: their name is their symbol.
  const coin = ({ name, symbol }: { name: string; symbol: string }) =>
    name === symbol ? symbol : t('coinValue', { name, symbol });

  return (
    <article
      aria-labelledby="dex-network-title"
      className={pageStyles.page}
      data-testid="dex-network-page"
    >
      <JsonLd data={breadcrumbList(locale, trail)} />
      <Breadcrumb locale={locale} steps={trail} />
      <h1 id="dex-network-title">{t('title', { network })}</h1>
      <p className="lead">
        {t('lead', {
          network,
          chainId: String(chain.id),
          coin: chain.native.symbol,
          brand: brand().name,
        })}
      </p>
      {landing.sandbox && (
        <p className={pageStyles.sandbox} role="note" data-testid="dex-sandbox">
          {t('sandbox')}
        </p>
      )}
      <p>
        <a
          className={buttonClassName()}
          href={localizedPath(locale, routes.dex({ chain: chain.slug }))}
          data-testid="dex-network-swap"
        >
          {t('swapCta', { network })}
        </a>
      </p>

      <section aria-labelledby="dex-network-facts" className={pageStyles.section}>
        <h2 id="dex-network-facts">{t('factsTitle', { network })}</h2>
        <dl className={styles.facts} data-testid="dex-network-facts">
          <dt>{t('facts.chainId')}</dt>
          <dd>{chain.id}</dd>
          <dt>{t('facts.coin')}</dt>
          <dd>{coin(chain.native)}</dd>
          {wrapped && (
            <>
              <dt>{t('facts.wrapped')}</dt>
              <dd>{coin(wrapped)}</dd>
            </>
          )}
          <dt>{t('facts.aggregators')}</dt>
          <dd data-testid="dex-network-aggregators">
            {landing.sandbox
              ? t('sandboxAggregator')
              : aggregators.length > 0
                ? format.list(aggregators, { type: 'conjunction' })
                : t('noAggregator')}
          </dd>
          <dt>{t('facts.tokens', { count: tokens.length })}</dt>
          <dd>
            {format.list(
              tokens.map((token) => token.symbol),
              { type: 'unit' },
            )}
          </dd>
        </dl>
      </section>

      <PopularPairsTable locale={locale} chain={chain} landing={landing} />

      <section aria-labelledby="dex-network-others" className={pageStyles.section}>
        <h2 id="dex-network-others">{t('othersTitle')}</h2>
        <ul className={styles.others} data-testid="dex-network-others">
          {others.map((other) => (
            <li key={other.id}>
              <a href={localizedPath(locale, routes.dexNetwork(other.slug))}>
                {t('otherNetwork', { network: other.name, coin: other.native.symbol })}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
