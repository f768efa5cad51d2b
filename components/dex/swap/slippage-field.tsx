'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { DEFAULT_SLIPPAGE_BPS, MAX_SLIPPAGE_BPS, MIN_SLIPPAGE_BPS } from '@/lib/dex/contract';
import { checkSlippage, formatBps, slippageText } from '@/lib/dex/client/units';
import styles from './swap.module.css';

// Slippage in percent: 0.5 % unless the visitor changes it, within the API's bounds; a warning
// above WARN_SLIPPAGE_BPS (a high tolerance invites being front-run).

const PRESETS = [10, 50, 100] as const;

export function SlippageField({ bps, onChange }: { bps: number; onChange: (bps: number) => void }) {
  const t = useTranslations('dexSwap');
  const locale = useLocale();
  const id = useId();
  const [text, setText] = useState(slippageText(bps, locale));
  const check = checkSlippage(text, locale);
  const set = (value: string) => {
    setText(value);
    const next = checkSlippage(value, locale);
    if (next.kind === 'ok') onChange(next.bps);
  };
  const error =
    check.kind === 'invalid'
      ? t('slippageInvalid')
      : check.kind === 'out_of_range'
        ? t('slippageRange', {
            min: formatBps(MIN_SLIPPAGE_BPS, locale),
            max: formatBps(MAX_SLIPPAGE_BPS, locale),
          })
        : null;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>{t('slippageLegend')}</legend>
      <div className={styles.slippageRow}>
        {PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className={styles.chip}
            aria-pressed={bps === preset && check.kind === 'ok'}
            onClick={() => set(slippageText(preset, locale))}
          >
            {formatBps(preset, locale)}
          </button>
        ))}
        <label htmlFor={id} className="visually-hidden">
          {t('slippageCustom')}
        </label>
        <span className={styles.percentInput}>
          <input
            id={id}
            className={styles.input}
            inputMode="decimal"
            autoComplete="off"
            value={text}
            aria-invalid={error !== null}
            aria-describedby={`${id}-hint`}
            onChange={(event) => set(event.target.value)}
            onBlur={() => error !== null && set(slippageText(DEFAULT_SLIPPAGE_BPS, locale))}
          />
          <span aria-hidden="true">%</span>
        </span>
      </div>
      <p id={`${id}-hint`} className={error ? styles.errorText : styles.warn} aria-live="polite">
        {error ?? (check.kind === 'ok' && check.warn ? t('slippageHigh') : '')}
      </p>
    </fieldset>
  );
}
