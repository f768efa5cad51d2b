'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useRouter } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routing/routes';
import { selectionParams, validAmount } from './selection';
import { SwapFields } from './swap-fields';
import { DEFAULT_SELECTION, type SwapSelection } from './types';
import { useCurrencies } from './use-currencies';
import styles from './exchange.module.css';

/** The home page's compact form: pair and amount, then on to /swap to compare offers. */
export function HeroForm() {
  const t = useTranslations('SwapForm');
  const router = useRouter();
  const [selection, setSelection] = useState<SwapSelection>(DEFAULT_SELECTION);
  const { data } = useCurrencies();
  const amount = validAmount(selection.amount);
  const ready = amount !== null && selection.from !== selection.to;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) router.push(routes.swap(selectionParams({ ...selection, amount })));
  };

  return (
    <form className={styles.hero} onSubmit={submit} aria-labelledby="hero-form-title">
      <h2 id="hero-form-title" className={styles.heroTitle}>
        {t('heroTitle')}
      </h2>
      <SwapFields
        selection={selection}
        currencies={data?.currencies}
        onChange={(next) => setSelection((value) => ({ ...value, ...next }))}
        receive={<span className={styles.heroHint}>{t('heroHint')}</span>}
        amountNote={amount === null && selection.amount !== '' ? t('amountInvalid') : undefined}
        amountInvalid={amount === null && selection.amount !== ''}
      />
      <Button type="submit" size="lg" className={styles.primary} disabled={!ready}>
        {t('compare')}
      </Button>
    </form>
  );
}
