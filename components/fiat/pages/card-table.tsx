import { getTranslations } from 'next-intl/server';
import { formatFiat } from '@/components/fiat/format';
import type { CardRamp } from '@/lib/fiat/card-page';
import type { Locale } from '@/lib/i18n/locales';
import { limitsText, RampsTable } from './ramps-table';

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
  return (
    <RampsTable
      locale={locale}
      ramps={ramps}
      caption={caption}
      testId="card-providers"
      columns={[
        {
          label: t('cardCurrencies'),
          cell: (ramp) =>
            ramp.fiats.length <= LISTED_FIATS ? (
              list.format(ramp.fiats)
            ) : (
              <details>
                <summary>{t('cardCurrencyCount', { count: ramp.fiats.length })}</summary>
                {list.format(ramp.fiats)}
              </details>
            ),
        },
        {
          label: t('cardCountries'),
          cell: (ramp) => t('cardCountryCount', { count: ramp.countries }),
        },
        {
          label: t('limits'),
          cell: (ramp) =>
            limitsText(
              t,
              (value) => formatFiat(value, ramp.limitFiat!, locale),
              ramp.limitFiat ? ramp.min : null,
              ramp.max,
            ),
        },
      ]}
    />
  );
}
