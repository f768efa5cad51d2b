'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { RateType } from '@/lib/rates/contract';
import styles from './exchange.module.css';

/**
 * Floating or fixed rate in one compact line: a radio group (arrow keys move between the two)
 * drawn as two pills, and under it one line on the chosen rate (for a floating one, that the
 * amount may change: the notice the flow used to repeat below the choice). Both radios are
 * described by that line.
 */
export function RateTypeSwitch({
  value,
  onChange,
}: {
  value: RateType;
  onChange: (value: RateType) => void;
}) {
  const t = useTranslations('SwapForm');
  const hintId = `${useId()}-hint`;
  return (
    <fieldset className={styles.rateSwitch}>
      <legend className={styles.legend}>{t('rateType')}</legend>
      <div className={styles.rateOptions}>
        {(['floating', 'fixed'] as const).map((type) => (
          <label
            key={type}
            className={styles.rateOption}
            data-checked={value === type || undefined}
          >
            <input
              type="radio"
              name="rateType"
              value={type}
              checked={value === type}
              aria-describedby={hintId}
              onChange={() => onChange(type)}
            />
            <span className={styles.rateName}>{t(type)}</span>
          </label>
        ))}
      </div>
      <p id={hintId} className={styles.rateHint} data-rate={value}>
        {t(value === 'floating' ? 'floatingWarning' : 'fixedHint')}
      </p>
    </fieldset>
  );
}
