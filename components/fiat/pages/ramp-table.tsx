import { getTranslations } from 'next-intl/server';
import { formatFiat } from '@/components/fiat/format';
import type { RampRow } from '@/lib/fiat/page-parts';
import type { Locale } from '@/lib/i18n/locales';
import styles from './pages.module.css';
import { limitsText, RampsTable } from './ramps-table';

/**
 * Which ramps serve the page's place, from the coverage matrix and each ramp's own facts: payment
 * methods, limits per order in the page's currency (when it has one), typical time, verification.
 * No quote is asked for it: the live offers are the widget's.
 */
export async function RampTable({
  locale,
  ramps,
  fiat,
  caption,
  sides = false,
}: {
  locale: Locale;
  ramps: readonly RampRow[];
  fiat: string | null;
  caption: string;
  /** Adds whether each ramp buys, sells or both (on pages covering both sides). */
  sides?: boolean;
}) {
  const [t, tWidget] = await Promise.all([
    getTranslations({ locale, namespace: 'FiatPages' }),
    getTranslations({ locale, namespace: 'RampWidget' }),
  ]);
  return (
    <RampsTable
      locale={locale}
      ramps={ramps}
      caption={caption}
      testId="ramp-providers"
      nameNote={(ramp) => ramp.partial && <div className={styles.note}>{t('partial')}</div>}
      columns={[
        sides && {
          label: t('sides'),
          cell: (ramp) => ramp.sides.map((side) => t(`sideNames.${side}`)).join(', '),
        },
        {
          label: t('methods'),
          cell: (ramp) => ramp.methods.map((method) => tWidget(`methods.${method}`)).join(', '),
        },
        fiat
          ? {
              label: t('limits'),
              cell: (ramp) =>
                limitsText(t, (value) => formatFiat(value, fiat, locale), ramp.min, ramp.max),
            }
          : false,
      ]}
    />
  );
}
