import { getTranslations } from 'next-intl/server';
import { formatAmount } from '@/components/asset/amount';
import type { PairView } from '@/lib/pages/data/pair-data';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/routing/paths';
import { routes } from '@/lib/routing/routes';
import { formatDay } from './format';
import { PairLiveOffers } from './pair-live-offers';
import { PairRates } from './pair-rates';
import { PairSideLabel } from './pair-side';
import styles from './pairs.module.css';

/**
 * /exchange/{from}-to-{to}: the live offers island preset to the pair first, then the rates the
 * site's own offers rounds saw (chart and latest round, or the reference estimate: PairRates), the
 * pair's facts, a how-to and the links around it. Everything but the island is rendered on the
 * server. The heading's accessible name is the sentence ("Exchange BTC to ETH"); the icons,
 * badges and arrow beside it are hidden from assistive technology.
 */
export async function PairPageView({ locale, view }: { locale: Locale; view: PairView }) {
  const t = await getTranslations({ locale, namespace: 'PairPage' });
  const { from, to, snapshot } = view;
  const href = (path: string) => localizedPath(locale, path);
  const amount = (value: string) => formatAmount(value, locale);
  const names = { from: from.ticker, to: to.ticker };

  return (
    <article aria-labelledby="pair-title">
      <nav className={styles.breadcrumb} aria-label={t('breadcrumbLabel')}>
        <ol>
          <li>
            <a href={href(routes.home())}>{t('home')}</a>
          </li>
          <li>
            <a href={href(routes.exchangePairs())}>{t('pairs')}</a>
          </li>
          <li aria-current="page">{t('pairName', names)}</li>
        </ol>
      </nav>
      <h1 id="pair-title" className={styles.heading} aria-labelledby="pair-title-text">
        <span id="pair-title-text" className="visually-hidden">
          {t('title', names)}
        </span>
        <span aria-hidden="true" className={styles.headingSides}>
          <PairSideLabel side={from} size={32} />
          <span className={styles.arrow}>→</span>
          <PairSideLabel side={to} size={32} />
        </span>
      </h1>
      <p className="lead">{t('lead', { ...names, fromName: from.name, toName: to.name })}</p>

      <PairLiveOffers locale={locale} from={from.code} to={to.code} amount={view.amount} />
      <PairRates locale={locale} figures={view} rates={view.rates} names={names} />

      <section aria-labelledby="pair-facts" className={styles.section}>
        <h2 id="pair-facts">{t('factsTitle')}</h2>
        <dl className={styles.facts}>
          <dt>{t('min')}</dt>
          <dd>{snapshot?.min ? `${amount(snapshot.min)} ${from.ticker}` : t('unknown')}</dd>
          <dt>{t('max')}</dt>
          <dd>
            {snapshot
              ? snapshot.max
                ? `${amount(snapshot.max)} ${from.ticker}`
                : t('noMax')
              : t('unknown')}
          </dd>
          <dt>{t('time')}</dt>
          <dd>{view.eta ? t('timeValue', view.eta) : t('unknown')}</dd>
          <dt>{t('providers')}</dt>
          <dd>
            {view.providers === null ? (
              t('unknown')
            ) : view.providers.length > 0 ? (
              <>
                {t('providersCount', { count: view.providers.length })}:{' '}
                {view.providers
                  .map((provider) =>
                    provider.sandbox ? t('sandbox', { name: provider.name }) : provider.name,
                  )
                  .join(', ')}
              </>
            ) : (
              t('noProviders')
            )}
          </dd>
        </dl>
        {snapshot && (
          <p className={styles.note}>
            {t('limitsNote', { date: formatDay(snapshot.observedAt, locale, 'medium') })}
          </p>
        )}
      </section>

      <section aria-labelledby="pair-how" className={styles.section}>
        <h2 id="pair-how">{t('howTitle', names)}</h2>
        <ol>
          <li>{t('how1', names)}</li>
          <li>{t('how2', names)}</li>
          <li>{t('how3', names)}</li>
          <li>{t('how4', names)}</li>
        </ol>
      </section>

      <section aria-labelledby="pair-related" className={styles.section}>
        <h2 id="pair-related">{t('relatedTitle')}</h2>
        <p>
          <a href={href(routes.pair(to.code, from.code))}>{t('reverse', names)}</a>
        </p>
        <h3 id="pair-same-from">{t('sameFrom', names)}</h3>
        <ul className={styles.links} aria-labelledby="pair-same-from">
          {view.related.sameFrom.map((other) => (
            <li key={other.code}>
              <a href={href(routes.pair(from.code, other.code))}>
                {t('pairName', {
                  from: from.ticker,
                  to: `${other.ticker} (${other.network.badge})`,
                })}
              </a>
            </li>
          ))}
        </ul>
        <h3 id="pair-same-to">{t('sameTo', names)}</h3>
        <ul className={styles.links} aria-labelledby="pair-same-to">
          {view.related.sameTo.map((other) => (
            <li key={other.code}>
              <a href={href(routes.pair(other.code, to.code))}>
                {t('pairName', { from: `${other.ticker} (${other.network.badge})`, to: to.ticker })}
              </a>
            </li>
          ))}
        </ul>
        <h3 id="pair-coins">{t('coinsTitle')}</h3>
        <ul className={styles.links} aria-labelledby="pair-coins">
          {[from, to].map((side) => (
            <li key={side.code}>
              <a href={href(routes.coin(side.code))}>
                {t('coin', { name: side.name, ticker: side.ticker, network: side.network.name })}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
