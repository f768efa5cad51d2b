import { getTranslations } from 'next-intl/server';
import { formatFiat } from '@/components/fiat/format';
import type { CardRamp } from '@/lib/fiat/card-page';
import type { Locale } from '@/lib/i18n/locales';
import styles from './pages.module.css';

/** Up to this many card currencies are listed in the cell; more fold into a count. */
const LISTED_FIATS = 12;

/**
 * The ramps that take cards for a coin, from the coverage matrix and each ramp's own facts: the
 * currencies it takes cards in, the countries it serves, its limits per order (in US dollars,
 * euros or pounds where it takes them), typical time and verification. Cards on a phone.
 */
export async function CardTable({
  locale,
  ramps,
  caption,
}: {
  locale: Locale;
  ramps: readonly CardRamp[];
  caption: string;
}) {
  const t = await getTranslations({ locale, namespace: 'FiatPages' });
  const list = new Intl.ListFormat(locale, { type: 'conjunction', style: 'narrow' });
  const limits = (ramp: CardRamp) => {
    if (!ramp.limitFiat || !ramp.min) return t('notNamed');
    const money = (value: string) => formatFiat(value, ramp.limitFiat!, locale);
    return ramp.max
      ? t('limitsRange', { min: money(ramp.min), max: money(ramp.max) })
      : t('limitsFrom', { min: money(ramp.min) });
  };
  return (
    <div className={styles.tableBox}>
      <table className={`${styles.table} ${styles.cards}`} data-testid="card-providers">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('provider')}</th>
            <th scope="col">{t('cardCurrencies')}</th>
            <th scope="col">{t('cardCountries')}</th>
            <th scope="col">{t('limits')}</th>
            <th scope="col">{t('time')}</th>
            <th scope="col">{t('verification')}</th>
          </tr>
        </thead>
        <tbody>
          {ramps.map((ramp) => (
            <tr key={ramp.id}>
              <th scope="row">
                {ramp.sandbox ? t('sandboxName', { name: ramp.name }) : ramp.name}
              </th>
              <td data-label={t('cardCurrencies')}>
                {ramp.fiats.length <= LISTED_FIATS ? (
                  list.format(ramp.fiats)
                ) : (
                  <details>
                    <summary>{t('cardCurrencyCount', { count: ramp.fiats.length })}</summary>
                    {list.format(ramp.fiats)}
                  </details>
                )}
              </td>
              <td data-label={t('cardCountries')}>
                {t('cardCountryCount', { count: ramp.countries })}
              </td>
              <td data-label={t('limits')}>{limits(ramp)}</td>
              <td data-label={t('time')}>{t('etaValue', ramp.eta)}</td>
              <td data-label={t('verification')}>{t(`kycLevels.${ramp.kyc}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
