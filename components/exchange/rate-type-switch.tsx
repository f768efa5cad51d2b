'use client';

import { useTranslations } from 'next-intl';
import type { RateType } from '@/lib/rates/contract';
import styles from './exchange.module.css';

/** Floating or fixed rate, as a radio group (arrow keys move between the two). */
export function RateTypeSwitch({
  value,
  onChange,
}: {
  value: RateType;
  onChange: (value: RateType) => void;
}) {
  const t = useTranslations('SwapForm');
  return (
    <fieldset className={styles.rateSwitch}>
      <legend className={styles.legend}>{t('rateType')}</legend>
      {(['floating', 'fixed'] as const).map((type) => (
        <label key={type} className={styles.rateOption} data-checked={value === type || undefined}>
          <input
            type="radio"
            name="rateType"
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
          />
          <span>
            <span className={styles.rateName}>{t(type)}</span>
            <span className={styles.rateHint}>{t(`${type}Hint`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
