'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { AmountInput } from '@/components/asset/amount-input';
import { CoinPicker } from '@/components/asset/picker/coin-picker';
import { CountryPicker } from '@/components/asset/picker/country-picker';
import { Button } from '@/components/ui/button';
import notice from '@/components/ui/notice.module.css';
import type { FiatOffer, PaymentMethod } from '@/lib/fiat/contract';
import { formatDate, formatFiat } from './format';
import { RampCheckoutForm } from './ramp-checkout';
import { RampOfferCard, RampFailures } from './ramp-offer-card';
import type { RampWidgetProps } from '@/lib/fiat/widget-types';
import { useRampOffers } from './use-ramp-offers';
import styles from './fiat.module.css';

/**
 * Buy or sell crypto for fiat: the visitor's amount, coin, fiat, country (guessed from the
 * browser's languages when the page names none, always shown and changeable), region where
 * coverage differs by region, and payment method; every ramp's offer ranked by what is received
 * after every fee; choosing one asks for the wallet address and hands over the provider's own
 * checkout in a new tab. Fields left alone follow the server's defaults (the country's currency,
 * a typical amount), which the answer names.
 */
export function RampWidget({
  side,
  coins,
  countries,
  regions,
  regionsInEnglish,
  fiats,
  preset,
  sandbox,
  pageNotice = false,
}: RampWidgetProps) {
  const t = useTranslations('RampWidget');
  const locale = useLocale();
  const id = useId();
  const [crypto, setCrypto] = useState(preset.crypto);
  const [fiat, setFiat] = useState(preset.fiat);
  const [amount, setAmount] = useState(preset.amount);
  const [country, setCountry] = useState(preset.country);
  const [region, setRegion] = useState(preset.region);
  const [method, setMethod] = useState<PaymentMethod>(preset.method ?? 'card');
  const [chosen, setChosen] = useState<FiatOffer | null>(null);
  const { state, retry } = useRampOffers({ side, crypto, fiat, amount, country, region, method });
  const answer = state.answer;
  const shown = {
    fiat: fiat ?? answer?.query.fiat ?? '',
    amount: amount ?? answer?.query.amount ?? '',
    country: country ?? answer?.query.country ?? '',
  };
  const coin = coins.find((c) => c.code === crypto);
  const coinLabel = t(side === 'buy' ? 'coinBuy' : 'coinSell');
  const countryRegions = regions[shown.country] ?? [];
  const methods = [
    ...new Set([
      method,
      ...(answer?.offers.map((o) => o.method) ?? []),
      ...(answer?.otherMethods ?? []),
    ]),
  ];
  const fiatLabel = fiats.find((f) => f.code === shown.fiat)?.name ?? shown.fiat;
  const amountUnit = side === 'buy' ? shown.fiat : (coin?.ticker ?? '');
  const offers = answer?.offers ?? [];
  const current = state.phase !== 'loading' && answer ? answer : null;

  const choose = (offer: FiatOffer) => setChosen(offer);
  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setChosen(null);
      set(value);
    };

  return (
    <section className={styles.widget} aria-labelledby={`${id}-title`} data-testid="ramp-widget">
      <h2 id={`${id}-title`} className="visually-hidden">
        {t(side === 'buy' ? 'titleBuy' : 'titleSell')}
      </h2>
      {sandbox && !pageNotice && (
        <p className={notice.sandbox} role="note" data-testid="ramp-sandbox">
          {t('sandboxNotice')}
        </p>
      )}
      {/* A tap on the coin or country picker before hydration is kept and replayed once it has
          hydrated (data-early-click: the header's inline script, early-click.ts). */}
      <form
        data-early-click=""
        className={styles.fields}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-amount`}>
            {/* Before the first answer a page without a country has no currency to name yet. */}
            {amountUnit === ''
              ? t(side === 'buy' ? 'amountBuyPending' : 'amountSellPending')
              : t(side === 'buy' ? 'amountBuy' : 'amountSell', { unit: amountUnit })}
          </label>
          <AmountInput
            id={`${id}-amount`}
            value={shown.amount}
            onChange={change((value: string) => setAmount(value === '' ? undefined : value))}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-coin`}>{coinLabel}</label>
          <CoinPicker
            id={`${id}-coin`}
            label={coinLabel}
            value={crypto}
            currencies={coins}
            onChange={change(setCrypto)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-fiat`}>{t(side === 'buy' ? 'fiatBuy' : 'fiatSell')}</label>
          <select
            id={`${id}-fiat`}
            value={shown.fiat}
            onChange={(event) => change(setFiat)(event.target.value)}
          >
            {shown.fiat === '' && <option value="">{t('loadingOption')}</option>}
            {fiats.map((f) => (
              <option key={f.code} value={f.code}>
                {t('fiatOption', { code: f.code, name: f.name })}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-country`}>{t('country')}</label>
          <CountryPicker
            id={`${id}-country`}
            label={t('country')}
            value={shown.country}
            countries={countries}
            describedBy={answer?.query.guessed && !country ? `${id}-guessed` : undefined}
            onChange={(code) => {
              setChosen(null);
              setCountry(code);
              setRegion(undefined);
              // The new country's own currency, unless the visitor chose one.
              if (!preset.fiat) setFiat(undefined);
            }}
          />
        </div>
        {countryRegions.length > 0 && (
          <div className={styles.field}>
            <label htmlFor={`${id}-region`}>{t('region')}</label>
            <select
              id={`${id}-region`}
              value={region ?? ''}
              aria-describedby={regionsInEnglish ? `${id}-region-hint` : undefined}
              onChange={(event) => {
                setChosen(null);
                setRegion(event.target.value || undefined);
                if (!country) setCountry(shown.country);
              }}
            >
              <option value="">{t('regionAny')}</option>
              {countryRegions.map((r) => (
                <option key={r.code} value={r.code}>
                  {r.name}
                </option>
              ))}
            </select>
            {regionsInEnglish && (
              <span id={`${id}-region-hint`} className={styles.hint}>
                {t('regionsEnglish')}
              </span>
            )}
          </div>
        )}
        <div className={styles.field}>
          <label htmlFor={`${id}-method`}>{t('method')}</label>
          <select
            id={`${id}-method`}
            value={method}
            onChange={(event) => change(setMethod)(event.target.value as PaymentMethod)}
          >
            {methods.map((m) => (
              <option key={m} value={m}>
                {t(`methods.${m}`)}
              </option>
            ))}
          </select>
        </div>
      </form>
      {answer?.query.guessed && !country && (
        <p id={`${id}-guessed`} className={styles.hint}>
          {t('guessed')}
        </p>
      )}

      <div
        aria-live="polite"
        className={styles.status}
        data-testid="ramp-status"
        data-phase={state.phase}
      >
        {state.phase === 'loading' && t('loading')}
        {state.phase === 'error' && (
          <span role="alert">
            {state.message ?? t('error')}{' '}
            <Button variant="secondary" size="sm" onClick={retry}>
              {t('retry')}
            </Button>
          </span>
        )}
        {current &&
          (offers.length > 0
            ? t('count', { count: offers.length, fiat: fiatLabel })
            : t(
                current.query.region === null && countryRegions.length > 0 ? 'noneRegion' : 'none',
              ))}
      </div>

      {offers.length > 0 && (
        <ol className={styles.offers} aria-label={t('offersLabel')} data-testid="ramp-offers">
          {offers.map((offer, index) => (
            <RampOfferCard
              key={`${offer.provider.id}-${offer.method}`}
              offer={offer}
              ticker={coin?.ticker ?? offer.crypto.toUpperCase()}
              best={index === 0}
              chosen={chosen?.provider.id === offer.provider.id}
              onChoose={choose}
            />
          ))}
        </ol>
      )}
      {current && current.failures.length > 0 && (
        <RampFailures failures={current.failures} side={side} unit={amountUnit} />
      )}
      {answer?.reference && coin && (
        <p className={styles.hint} data-testid="ramp-reference">
          {t('referenceSnapshot', {
            ticker: coin.ticker,
            price: formatFiat(answer.reference.price, answer.query.fiat, locale),
            date: answer.reference.asOf ? formatDate(answer.reference.asOf, locale) : '',
          })}
        </p>
      )}
      {chosen && coin && answer && (
        <RampCheckoutForm
          offer={chosen}
          coin={coin}
          place={{ country: answer.query.country, region: answer.query.region }}
          onCancel={() => setChosen(null)}
        />
      )}
    </section>
  );
}
