import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { QuestionList } from '@/components/faq/question-list';
import { CoinIcon } from '@/components/asset/coin-icon';
import { HeroSwap } from '@/components/exchange/hero-swap';
import { LineChart } from '@/components/charts/line-chart';
import { JsonLd } from '@/components/seo/json-ld';
import { brand } from '@/lib/brand';
import type { CoinPageData } from '@/lib/pages/data/coin-page';
import { compactPopularCurrencies, type CompactCurrency } from '@/lib/catalogue/compact';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/routing/paths';
import { routes } from '@/lib/routing/routes';
import { breadcrumbList, faqPage } from '@/lib/seo/json-ld';
import { Breadcrumb } from './breadcrumb';
import { coinFaq } from './coin-faq';
import { formatChange, formatDate, formatDateTime, formatUsd } from './format';
import tables from '@/components/ui/table.module.css';
import styles from './coins.module.css';

/** The pair the page's form starts with: this coin to the most popular other coin. */
function presetPair({ currency, partners }: CoinPageData): { from: string; to: string } {
  return { from: currency.code, to: partners[0]?.code ?? currency.code };
}

/** The form's embedded coins: the popular ones, and this coin when it is not one of them. */
function embedded({ currency, popular }: CoinPageData): CompactCurrency[] {
  const list = compactPopularCurrencies(popular);
  if (currency.popularRank !== null) return list;
  const { code, ticker, name, icon, network } = currency;
  return [[code, ticker, name, icon, network.name, network.badge], ...list];
}

/**
 * /coin/{code}: the price (the 24-hour change only from a live source, the chart of the stored
 * history when there is one; without it the network facts move up beside the form), the
 * swap form preset to the coin, its network, the same ticker on other networks, popular pairs,
 * the providers listing it and the FAQ, every figure from the catalogue and price tables.
 */
export async function CoinView({ locale, data }: { locale: Locale; data: CoinPageData }) {
  const t = await getTranslations({ locale, namespace: 'CoinPage' });
  const { currency, price, live, otherNetworks, partners, providers } = data;
  const { ticker, name, network } = currency;
  const href = (path: string) => localizedPath(locale, path);
  const steps = [
    { name: t('breadcrumbHome'), route: routes.home() },
    { name: t('breadcrumbCoins'), route: routes.coins() },
    { name: `${name} (${ticker})`, route: routes.coin(currency.code) },
  ];
  const faq = await coinFaq(locale, data);
  const memo = network.memo;
  const chart = live && live.chart.length > 1 ? live.chart : null;
  // "USDT (TRC20)" where two partners share a ticker, so two links never read the same.
  const shared = new Set(
    partners.filter((a, i) => partners.some((b, j) => i !== j && a.ticker === b.ticker)),
  );
  const partnerLabel = (other: CoinPageData['partners'][number]) =>
    shared.has(other) ? `${other.ticker} (${other.network.badge})` : other.ticker;

  return (
    <div className={chart ? styles.page : `${styles.page} ${styles.compact}`}>
      <JsonLd data={[breadcrumbList(locale, steps), faqPage(faq)]} />
      <Breadcrumb locale={locale} steps={steps} />
      <div className={styles.layout}>
        <div>
          <h1 className={styles.coin}>
            <CoinIcon src={currency.icon} alt="" size={40} />
            <span>{t('title', { name, ticker })}</span>
          </h1>
          <p>
            {t('onNetwork', { network: network.name })}{' '}
            <span className={styles.badge}>{network.badge}</span>
          </p>
          <section className={styles.price} aria-labelledby="coin-price">
            <h2 id="coin-price" className="visually-hidden">
              {t('priceTitle', { ticker })}
            </h2>
            {price ? (
              <>
                <p className={styles.priceValue}>{formatUsd(locale, price.usd)}</p>
                {live?.change && (
                  <p>
                    {t('change24h')}:{' '}
                    <span
                      className={live.change.fraction.startsWith('-') ? styles.down : styles.up}
                    >
                      {formatChange(locale, live.change.fraction)}
                    </span>
                  </p>
                )}
                <p className={styles.note}>
                  {price.source === 'snapshot'
                    ? t('priceSnapshot', { date: formatDate(locale, price.asOf) })
                    : t('priceLive', { time: formatDateTime(locale, price.asOf) })}
                </p>
              </>
            ) : (
              <p>{t('noPrice', { ticker })}</p>
            )}
            {chart && (
              <LineChart
                locale={locale}
                id="coin-price-chart"
                title={t('chartTitle')}
                summary={t('chartSummary', {
                  ticker,
                  start: formatDateTime(locale, chart[0]!.at),
                  end: formatDateTime(locale, chart.at(-1)!.at),
                  low: formatUsd(locale, Math.min(...chart.map((point) => point.usd))),
                  high: formatUsd(locale, Math.max(...chart.map((point) => point.usd))),
                })}
                series={[
                  {
                    name: t('priceTitle', { ticker }),
                    points: chart.map(({ at, usd }) => ({ at, value: usd })),
                  },
                ]}
                formatValue={(usd) => formatUsd(locale, usd)}
              />
            )}
          </section>
        </div>
        {/* The form names itself (its own heading). */}
        <HeroSwap popular={embedded(data)} initial={presetPair(data)} />
      </div>

      <CoinSection id="coin-network" title={t('networkTitle', { ticker })}>
        <div className={styles.tableBox}>
          <table className={`${tables.plain} ${styles.table} ${styles.facts}`}>
            <caption>{t('networkCaption', { name, ticker })}</caption>
            <tbody>
              <tr>
                <th scope="row">{t('network')}</th>
                <td>
                  {network.name} <span className={styles.badge}>{network.badge}</span>
                </td>
              </tr>
              <tr>
                <th scope="row">{t('addressFormat')}</th>
                <td>
                  {network.addressKind === 'evm'
                    ? t('addressEvm')
                    : t('addressOther', { network: network.name })}
                </td>
              </tr>
              <tr>
                <th scope="row">{t('memo')}</th>
                <td>
                  {memo === null
                    ? t('memoNone')
                    : t(memo.required ? 'memoRequired' : 'memoOptional', { kind: memo.label })}
                </td>
              </tr>
              {currency.contract && (
                <tr>
                  <th scope="row">{t('contract')}</th>
                  <td>
                    <code>{currency.contract}</code>
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      </CoinSection>

      {otherNetworks.length > 0 && (
        <CoinSection id="coin-elsewhere" title={t('otherNetworksTitle', { ticker })}>
          <div className={styles.tableBox}>
            <table className={`${tables.plain} ${styles.table}`}>
              <caption>{t('otherNetworksCaption', { ticker })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('network')}</th>
                  <th scope="col">{t('moveTitle')}</th>
                </tr>
              </thead>
              <tbody>
                {otherNetworks.map((other) => (
                  <tr key={other.code}>
                    <th scope="row">
                      <a href={href(routes.coin(other.code))}>
                        {t('tickerOn', { ticker, network: other.network.name })}
                      </a>{' '}
                      <span className={styles.badge}>{other.network.badge}</span>
                    </th>
                    <td>
                      <a href={href(routes.crossChain(currency.code, other.code))}>
                        {t('move', { from: network.badge, to: other.network.badge })}
                      </a>
                      {' · '}
                      <a href={href(routes.crossChain(other.code, currency.code))}>
                        {t('move', { from: other.network.badge, to: network.badge })}
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </CoinSection>
      )}

      {partners.length > 0 && (
        <CoinSection id="coin-pairs" title={t('pairsTitle', { ticker })}>
          <ul className={styles.links}>
            {partners.flatMap((other) => [
              <li key={`${currency.code}-${other.code}`}>
                <a href={href(routes.pair(currency.code, other.code))}>
                  {t('pair', { from: ticker, to: partnerLabel(other) })}
                </a>
              </li>,
              <li key={`${other.code}-${currency.code}`}>
                <a href={href(routes.pair(other.code, currency.code))}>
                  {t('pair', { from: partnerLabel(other), to: ticker })}
                </a>
              </li>,
            ])}
          </ul>
        </CoinSection>
      )}

      <CoinSection id="coin-providers" title={t('providersTitle', { ticker })}>
        {providers.length > 0 ? (
          <>
            <ul className={styles.links}>
              {providers.map((provider) => (
                <li key={provider.id}>
                  {provider.name}
                  {provider.sandbox && (
                    <>
                      {' '}
                      <span className={styles.badge}>{t('simulated')}</span>
                    </>
                  )}
                </li>
              ))}
            </ul>
            {providers.some((provider) => provider.sandbox) && (
              <p className={styles.note}>{t('simulatedNote')}</p>
            )}
          </>
        ) : (
          <p>{t('providersNone', { ticker })}</p>
        )}
      </CoinSection>

      <CoinSection id="coin-faq" title={t('faqTitle', { name, brand: brand().name })} faq>
        <QuestionList questions={faq} />
      </CoinSection>
    </div>
  );
}

/** A section of the coin page, named by its heading. */
function CoinSection({
  id,
  title,
  faq = false,
  children,
}: {
  id: string;
  title: string;
  /** The questions at the end, spaced as such. */
  faq?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={faq ? `${styles.section} ${styles.faq}` : styles.section}
      aria-labelledby={id}
    >
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
