'use client';

import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { EARLY_CLICK_ATTRIBUTE } from '@/components/layout/header/early-click';
import { Button } from '@/components/ui/button';
import { expandCompactCurrencies, type CompactCurrency } from '@/lib/catalogue/compact';
import type { PickerCurrency } from '@/lib/catalogue/contract';
import { getPathname, useRouter } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { CatalogueNotice } from './catalogue-notice';
import type { Estimate } from './hero-estimate';
import { SeenEstimate, type SeenEstimateSeed } from './seen-estimate';
import { SwapFields, type NoScriptSlots } from './swap-fields';
import { DEFAULT_SELECTION, directionOf, type SwapSelection } from './types';
import styles from './exchange.module.css';

// The estimate's stream, offers state and ranking load once the visitor changes something.
const HeroEstimate = dynamic(() => import('./hero-estimate').then((m) => m.HeroEstimate), {
  ssr: false,
});

/**
 * The home page's compact form: pair and amount, then on to /swap to compare offers. It starts
 * with the popular coins the server embeds; the full list, the picker's drawer and the amount
 * rule (zod) load only when the visitor reaches for them, so the first load stays small.
 *
 * Once the visitor changes something, it shows a live estimate: the best offer's figure in the
 * side not typed (asked ~400 ms after the typing pauses, streamed like /swap's offers), who
 * offers it, and that it is simulated when the providers are. Nothing is asked before that, so
 * a visit that only reads the home page costs no provider a quote. Until then, when the server
 * had a recent offers round for the starting pair (`seen`), "You get" shows that round's best
 * offer scaled to the amount, with "1 BTC ≈ … ETH" and its age; without one, no figure.
 */
export function HeroForm({
  popular,
  initial,
  seen,
  noScript,
}: {
  popular: readonly CompactCurrency[];
  /** The pair a catalogue page presets (a coin page: its coin); the default pair otherwise. */
  initial?: Pick<SwapSelection, 'from' | 'to'>;
  /** The estimate from the last offers round the server has for the starting pair, if any. */
  seen?: SeenEstimateSeed | null | undefined;
  /** The coin selects for a browser without script (no-script-picker.ts), made on the server. */
  noScript?: NoScriptSlots | undefined;
}) {
  const t = useTranslations('SwapForm');
  const locale = useLocale();
  const router = useRouter();
  const [selection, setSelection] = useState<SwapSelection>(() => ({
    ...DEFAULT_SELECTION,
    ...initial,
  }));
  // The amount rule (lib/rates/rules.ts) loads with the first change: the estimate needs it,
  // the first paint does not.
  const [readAmount, setReadAmount] = useState<((value: string) => string | null) | null>(null);
  const touched = readAmount !== null;
  const [all, setAll] = useState<readonly PickerCurrency[] | null>(null);
  const [listFailed, setListFailed] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const loading = useRef(false);
  const embedded = useMemo(() => expandCompactCurrencies(popular), [popular]);

  const direction = directionOf(selection);
  const amount = readAmount?.(selection.amount) ?? null;
  const request =
    touched && amount && selection.from !== selection.to ? { ...selection, amount } : null;
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const shown = request ? estimate : null;
  // The server's estimate holds while the form still asks what it was made for and no live
  // figure has replaced it.
  const seed =
    seen &&
    !shown?.amount &&
    selection.from === seen.estimate.from &&
    selection.to === seen.estimate.to &&
    direction === 'direct' &&
    selection.amount === seen.estimate.amount
      ? seen
      : null;
  const tickerOf = (code: string) =>
    (all ?? embedded).find((currency) => currency.code === code)?.ticker ?? code.toUpperCase();

  // Once per form; a failed load keeps the popular coins, says so and offers to try again.
  const loadAll = () => {
    if (loading.current) return;
    loading.current = true;
    setListFailed(false);
    import('./load-currencies')
      .then(({ fetchCurrencies }) => fetchCurrencies(locale))
      .then((answer) => setAll(answer.currencies))
      .catch(() => {
        loading.current = false;
        setListFailed(true);
      });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { swapHref } = await import('./hero-submit');
    const href = swapHref(selection, window.location.search);
    if (href) router.push(href);
    else setInvalid(true);
  };

  let placeholder = t('estimateIdle');
  if (shown?.phase === 'loading') placeholder = t('youGetPending');
  else if (shown && shown.phase !== 'idle') placeholder = t('youGetNone');

  return (
    // Also a plain GET form to /swap: a "Compare offers" tap before hydration (or without
    // JavaScript) still opens the offers for the pair and amount shown, and the direction button
    // (a submit button too) opens them for the pair swapped. A tap on a coin picker before
    // hydration is kept and replayed once it has hydrated (data-early-click: the header's
    // inline script, components/layout/header/early-click.ts).
    <form
      {...{ [EARLY_CLICK_ATTRIBUTE]: '' }}
      className={styles.hero}
      action={getPathname({ href: '/swap', locale: locale as Locale })}
      method="get"
      onSubmit={submit}
      aria-labelledby="hero-form-title"
    >
      <h2 id="hero-form-title" className={styles.heroTitle}>
        {t('heroTitle')}
      </h2>
      {/* The form's default button (the first submit button): Enter in the amount field compares
          the offers, it never flips the pair. Out of sight and of the tab order, hidden from
          assistive technology; "Compare offers" below is the visible one. */}
      <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
        {t('compare')}
      </button>
      <SwapFields
        fieldNames
        noScript={noScript}
        selection={selection}
        currencies={all ?? embedded}
        complete={all !== null}
        onPickerIntent={loadAll}
        onChange={(next) => {
          if (next.amount !== undefined) setInvalid(false);
          if (!touched) {
            void import('@/lib/rates/rules').then((rules) => setReadAmount(() => rules.readAmount));
          }
          setSelection((value) => ({ ...value, ...next }));
        }}
        quoted={{ amount: shown?.amount ?? seed?.estimate.amountTo ?? null, placeholder }}
        amountNote={invalid ? <span role="alert">{t('amountInvalid')}</span> : undefined}
        amountInvalid={invalid}
        receiveNote={
          <span className={styles.heroHint} data-testid="hero-estimate">
            {shown?.provider ? (
              <>
                {shown.sandbox && <span className={styles.sandboxTag}>{t('estimateSandbox')}</span>}
                {t('estimateFrom', { provider: shown.provider, count: shown.count })}
              </>
            ) : seed ? (
              <SeenEstimate
                seed={seed}
                tickers={{ from: tickerOf(seed.estimate.from), to: tickerOf(seed.estimate.to) }}
              />
            ) : (
              t('heroHint')
            )}
          </span>
        }
      />
      {touched && <HeroEstimate request={request} direction={direction} onEstimate={setEstimate} />}
      {listFailed && <CatalogueNotice onRetry={loadAll} />}
      <Button type="submit" size="lg" className={styles.primary}>
        {t('compare')}
      </Button>
    </form>
  );
}
