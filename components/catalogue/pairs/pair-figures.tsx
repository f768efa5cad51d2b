import { getTranslations } from 'next-intl/server';
import { formatAmount } from '@/components/asset/amount';
import type { PairFigures as Figures } from '@/lib/pages/data/pair-data';
import type { Locale } from '@/lib/i18n/locales';
import { formatDay, formatTime } from './format';
import { PairEstimate } from './pair-estimate';
import styles from './pairs.module.css';

/**
 * The figures a crawler and a visitor without JavaScript read in a pair page's HTML: the last
 * offers round for the pair, best first, or else the estimate from reference prices, named as
 * such. `names` are how the page writes each side ("BTC"; "USDT (TRC20)" between networks).
 */
export async function PairFigures({
  locale,
  figures: { snapshot, reference },
  names,
}: {
  locale: Locale;
  figures: Figures;
  names: { from: string; to: string };
}) {
  const t = await getTranslations({ locale, namespace: 'PairPage' });
  const amount = (value: string) => formatAmount(value, locale);

  if (!snapshot) {
    return <PairEstimate locale={locale} reference={reference} names={names} live="below" />;
  }
  const seen = {
    amount: amount(snapshot.amountFrom),
    from: names.from,
    date: formatDay(snapshot.observedAt, locale, 'medium'),
  };
  return (
    <section aria-labelledby="pair-figures">
      <h2 id="pair-figures">{t('figuresTitle')}</h2>
      {snapshot.sandbox && (
        <p className={styles.notice} role="note" data-testid="pair-sandbox">
          {t('snapshotSandbox')}
        </p>
      )}
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="pair-figures">
          <caption>{t('figuresCaption', seen)}</caption>
          <thead>
            <tr>
              <th scope="col">{t('provider')}</th>
              <th scope="col">{t('receive')}</th>
              <th scope="col">{t('rate')}</th>
              <th scope="col">{t('rateType')}</th>
            </tr>
          </thead>
          <tbody>
            {snapshot.offers.map((offer) => (
              <tr key={`${offer.provider}-${offer.rateType}`}>
                <th scope="row">
                  {offer.sandbox ? t('sandbox', { name: offer.providerName }) : offer.providerName}
                </th>
                <td>
                  {amount(offer.amountTo)} {names.to}
                </td>
                <td>{t('rateValue', { ...names, rate: amount(offer.rate) })}</td>
                <td>{t(offer.rateType)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.note}>
        {t('snapshotNote', { ...seen, time: formatTime(snapshot.observedAt, locale) })}
      </p>
    </section>
  );
}
