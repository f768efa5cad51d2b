import { getTranslations } from 'next-intl/server';
import { formatFiat } from '@/components/fiat/format';
import type { PaymentMethod } from '@/lib/fiat/contract';
import { fiatName } from '@/lib/geo';
import type { Locale } from '@/lib/i18n/locales';
import styles from './pages.module.css';

interface Facts {
  fiat: string | null;
  methods: readonly PaymentMethod[];
  limits: { min: string | null; max: string | null } | null;
  eta: { min: number; max: number } | null;
}

/** A served place or pair at a glance: its currency, the methods, the limits, the typical time. */
export async function RampFacts({ locale, facts }: { locale: Locale; facts: Facts }) {
  const [t, tWidget] = await Promise.all([
    getTranslations({ locale, namespace: 'FiatPages' }),
    getTranslations({ locale, namespace: 'RampWidget' }),
  ]);
  const { fiat, methods, limits, eta } = facts;
  if (!fiat) return null;
  const money = (value: string) => formatFiat(value, fiat, locale);
  return (
    <>
      <h3>{t('factsTitle')}</h3>
      <dl className={styles.facts} data-testid="fiat-facts">
        <dt>{t('currency')}</dt>
        <dd>
          {fiatName(fiat, locale)} ({fiat})
        </dd>
        <dt>{t('methods')}</dt>
        <dd>{methods.map((method) => tWidget(`methods.${method}`)).join(', ')}</dd>
        <dt>{t('limits')}</dt>
        <dd>
          {limits?.min && limits.max
            ? t('limitsRange', { min: money(limits.min), max: money(limits.max) })
            : limits?.min
              ? t('limitsFrom', { min: money(limits.min) })
              : t('notNamed')}
        </dd>
        <dt>{t('time')}</dt>
        <dd>{eta ? t('etaValue', eta) : t('notNamed')}</dd>
      </dl>
      <p className={styles.note}>{t('limitsNote')}</p>
    </>
  );
}
