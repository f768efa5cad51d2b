'use client';

import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { AmountInput } from '@/components/asset/amount-input';
import { CoinPicker } from '@/components/asset/picker/coin-picker';
import type { Estimate } from '@/components/exchange/hero-estimate';
import { SwapIcon } from '@/components/icons/swap-icon';
import { buttonClassName } from '@/components/ui/button';
import { withRef } from '@/lib/api/auth/ref-link';
import { withSourceMarker } from '@/lib/api/auth/source-marker';
import { expandCompactCurrencies, type CompactCurrency } from '@/lib/catalogue/compact';
import type { PickerCurrency } from '@/lib/catalogue/contract';
import type { RateType } from '@/lib/rates/contract';
import { readAmount } from '@/lib/rates/rules';
import { localizedPath } from '@/lib/routing/paths';
import { routes, swapQuery } from '@/lib/routing/routes';
import type { Locale } from '@/lib/i18n/locales';
import { useHostChannel } from '@/components/embed/use-host-channel';
import type { WidgetConfig } from '@/components/embed/widget-config';
import { LockedCoin } from '@/components/embed/locked-coin';
import styles from './compact-widget.module.css';

// The offers stream and their ranking (the home hero's estimate, which streams the same offers
// service and hands back the best) load after the first paint: the frame's first load stays small.
const HeroEstimate = dynamic(
  () => import('@/components/exchange/hero-estimate').then((m) => m.HeroEstimate),
  { ssr: false },
);

/** A quoted amount as the box shows it: six significant digits, two decimals from 1000 on. */
function shownAmount(amount: string, locale: string): string {
  const number = Number(amount);
  if (!Number.isFinite(number)) return amount;
  const format =
    number >= 1000
      ? { maximumFractionDigits: 2 }
      : { maximumSignificantDigits: 6, maximumFractionDigits: 8 };
  return new Intl.NumberFormat(locale, format).format(number);
}

export interface CompactSelection {
  from: string;
  to: string;
  amount: string;
  rateType: RateType;
}

/**
 * The site's swap flow for a selection, in a new tab (`/swap?from&to&amount&rate`), with the
 * partner's `ref` and the `source=widget-v1` marker (lib/api/auth/source-marker.ts), so the swap
 * created there is the partner's and counted as the compact widget's.
 */
export function swapLink(
  locale: Locale,
  selection: CompactSelection,
  partnerId: string | null,
): string {
  const amount = readAmount(selection.amount) ?? undefined;
  const query = swapQuery({ ...selection, amount, rate: selection.rateType });
  const search = withSourceMarker(withRef(`?${query}`, partnerId), 'widget-v1');
  return `${localizedPath(locale, routes.swap())}${search}`;
}

/**
 * The compact widget: its heading and notes (server-rendered, `children`) around the form: pair
 * and amount, the best offer of the same offers service the site uses (streamed, "simulated" in
 * the sandbox), and a link that opens the full flow on the site in a new tab. `lockPair` keeps
 * the pair as the host set it. It tells the host its first paint and height, and each best offer
 * and failure when the host is the partner's (components/embed/widget-bridge.ts, ADR 0023).
 */
export function CompactWidget({
  config,
  coins,
  header,
  footer,
}: {
  config: WidgetConfig;
  coins: readonly CompactCurrency[];
  header: React.ReactNode;
  footer: React.ReactNode;
}) {
  const t = useTranslations('EmbedCompactForm');
  const locale = useLocale() as Locale;
  const id = useId();
  const lock = config.lockPair;
  const partnerId = config.partner?.id ?? null;
  const [selection, setSelection] = useState<CompactSelection>(config.selection);
  const root = useRef<HTMLElement>(null);
  const bridge = useHostChannel('v1', config, root);
  const embedded = useMemo(() => expandCompactCurrencies(coins), [coins]);
  const [all, setAll] = useState<readonly PickerCurrency[] | null>(null);
  const loading = useRef(false);
  const currencies = all ?? embedded;

  const amount = readAmount(selection.amount);
  const request = amount && selection.from !== selection.to ? { ...selection, amount } : null;
  // The estimate keeps the last round's answer while the next one waits out the typing pause;
  // it counts only for the request whose round it started (its key when it turned 'loading'),
  // so neither the box nor a `quote` event ever pairs a new amount with an old figure.
  const requestKey = request
    ? [request.from, request.to, request.amount, request.rateType].join('|')
    : null;
  const keyRef = useRef(requestKey);
  useEffect(() => {
    keyRef.current = requestKey;
  }, [requestKey]);
  const [estimate, setEstimate] = useState<{ key: string | null; value: Estimate } | null>(null);
  const onEstimate = useCallback((value: Estimate) => {
    setEstimate((previous) => ({
      key: value.phase === 'loading' ? keyRef.current : (previous?.key ?? null),
      value,
    }));
  }, []);
  const shown = estimate && estimate.key === requestKey ? estimate.value : null;
  const best = shown?.amount && shown.provider ? shown : null;

  // Told once per figure, of the request it was made for.
  const quoteKey = best && requestKey ? `${requestKey}|${best.amount}` : null;
  useEffect(() => {
    if (!quoteKey || !best || !request) return;
    bridge.current?.post({
      type: 'quote',
      from: request.from,
      to: request.to,
      amountFrom: request.amount,
      amountTo: best.amount!,
      rateType: request.rateType,
      provider: best.provider!,
      simulated: best.sandbox,
    });
    // The key says everything the event carries.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quoteKey]);
  const failed = shown?.phase === 'error';
  useEffect(() => {
    if (failed)
      bridge.current?.post({ type: 'error', code: 'offers_unavailable', message: 'offers' });
  }, [bridge, failed]);

  const loadAll = () => {
    if (loading.current || lock) return;
    loading.current = true;
    import('@/components/exchange/load-currencies')
      .then(({ fetchCurrencies }) => fetchCurrencies(locale))
      .then((answer) => setAll(answer.currencies))
      .catch(() => {
        loading.current = false;
      });
  };
  const choose = (side: 'from' | 'to', code: string) => {
    const other = side === 'from' ? selection.to : selection.from;
    if (code === other) setSelection({ ...selection, from: selection.to, to: selection.from });
    else setSelection({ ...selection, [side]: code });
  };

  let status: string;
  if (amount === null) status = t('amountInvalid');
  else if (best) status = t('bestOffer', { provider: best.provider! });
  else if (shown?.phase === 'error') status = t('unavailable');
  else if (shown?.phase === 'done') status = t('none');
  else status = t('loading');

  const coin = (side: 'from' | 'to', label: string) =>
    lock ? (
      <div className={styles.lockedCoin}>
        <LockedCoin label={label} value={selection[side]} currencies={currencies} />
      </div>
    ) : (
      <CoinPicker
        label={label}
        value={selection[side]}
        currencies={currencies}
        complete={all !== null}
        onIntent={loadAll}
        onChange={(code) => choose(side, code)}
      />
    );

  return (
    <section
      ref={root}
      className={styles.box}
      aria-labelledby="compact-title"
      data-testid="compact-widget"
    >
      {header}
      <div className={styles.form}>
        <div className={styles.side}>
          <AmountInput
            id={`${id}-amount`}
            value={selection.amount}
            onChange={(next) => setSelection({ ...selection, amount: next })}
            invalid={amount === null}
            describedBy={`${id}-status`}
          >
            <label className={styles.label} htmlFor={`${id}-amount`}>
              {t('youSend')}
            </label>
          </AmountInput>
          {coin('from', t('youSend'))}
        </div>
        {!lock && (
          <button
            type="button"
            className={styles.flip}
            aria-label={t('swapDirection')}
            onClick={() => setSelection({ ...selection, from: selection.to, to: selection.from })}
          >
            <SwapIcon />
          </button>
        )}
        <div className={styles.side}>
          <span className={styles.label} id={`${id}-get`}>
            {t('youGet')}
          </span>
          <output
            className={styles.quoted}
            aria-labelledby={`${id}-get`}
            data-testid="compact-amount-to"
          >
            {best ? `≈ ${shownAmount(best.amount!, locale)}` : '—'}
          </output>
          {coin('to', t('youGet'))}
        </div>
        <p
          className={styles.status}
          id={`${id}-status`}
          aria-live="polite"
          data-testid="compact-status"
        >
          {best?.sandbox && <span className={styles.simulated}>{t('simulated')}</span>}
          <span>{status}</span>
        </p>
        {request && <HeroEstimate request={request} direction="direct" onEstimate={onEstimate} />}
        <a
          className={buttonClassName({ size: 'lg', className: styles.go })}
          href={swapLink(locale, selection, partnerId)}
          target="_blank"
          rel="noopener"
          data-testid="compact-go"
        >
          {t('exchange')}
          <span className="visually-hidden"> {t('newTab')}</span>
        </a>
      </div>
      {footer}
    </section>
  );
}
