'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { expandCompactCurrencies, type CompactCurrency } from '@/lib/catalogue/compact';
import type { PickerCurrency } from '@/lib/catalogue/contract';
import { useRouter } from '@/lib/i18n/navigation';
import { SwapFields } from './swap-fields';
import { DEFAULT_SELECTION, type SwapSelection } from './types';
import styles from './exchange.module.css';

/**
 * The home page's compact form: pair and amount, then on to /swap to compare offers. It starts
 * with the popular coins the server embeds; the full list, the picker's drawer and the amount
 * rule (zod) load only when the visitor reaches for them, so the first load stays small.
 */
export function HeroForm({
  popular,
  initial,
}: {
  popular: readonly CompactCurrency[];
  /** The pair a catalogue page presets (a coin page: its coin); the default pair otherwise. */
  initial?: Pick<SwapSelection, 'from' | 'to'>;
}) {
  const t = useTranslations('SwapForm');
  const locale = useLocale();
  const router = useRouter();
  const [selection, setSelection] = useState<SwapSelection>(() => ({
    ...DEFAULT_SELECTION,
    ...initial,
  }));
  const [all, setAll] = useState<readonly PickerCurrency[] | null>(null);
  const [invalid, setInvalid] = useState(false);
  const loading = useRef(false);
  const embedded = useMemo(() => expandCompactCurrencies(popular), [popular]);

  // Once per form; a failed load keeps the popular coins and tries again at the next touch.
  const loadAll = () => {
    if (loading.current) return;
    loading.current = true;
    import('./load-currencies')
      .then(({ fetchCurrencies }) => fetchCurrencies(locale))
      .then((answer) => setAll(answer.currencies))
      .catch(() => {
        loading.current = false;
      });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { swapHref } = await import('./hero-submit');
    const href = swapHref(selection);
    if (href) router.push(href);
    else setInvalid(true);
  };

  return (
    <form className={styles.hero} onSubmit={submit} aria-labelledby="hero-form-title">
      <h2 id="hero-form-title" className={styles.heroTitle}>
        {t('heroTitle')}
      </h2>
      <SwapFields
        selection={selection}
        currencies={all ?? embedded}
        complete={all !== null}
        onPickerIntent={loadAll}
        onChange={(next) => {
          if (next.amount !== undefined) setInvalid(false);
          setSelection((value) => ({ ...value, ...next }));
        }}
        receive={<span className={styles.heroHint}>{t('heroHint')}</span>}
        amountNote={invalid ? <span role="alert">{t('amountInvalid')}</span> : undefined}
        amountInvalid={invalid}
      />
      <Button type="submit" size="lg" className={styles.primary}>
        {t('compare')}
      </Button>
    </form>
  );
}
