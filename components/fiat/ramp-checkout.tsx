'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/text-input';
import type { FiatCheckoutResponse, FiatOffer } from '@/lib/fiat/contract';
import type { RampCoin } from '@/lib/fiat/widget-types';
import styles from './fiat.module.css';
import type * as RampApi from './ramp-api';

type Phase =
  | { name: 'editing'; error: string | null; fields: Readonly<Record<string, string>> }
  | { name: 'sending' }
  | { name: 'ready'; checkout: FiatCheckoutResponse };

/**
 * The chosen offer's last step: the wallet address (and memo) the coins go to, or for a sale the
 * address a failed sale is refunded to, checked on the server for the coin's network; then a link
 * to the provider's own checkout, opened in a new tab. Nothing about the payment passes here.
 */
export function RampCheckoutForm({
  offer,
  coin,
  place,
  onCancel,
}: {
  offer: FiatOffer;
  coin: RampCoin;
  place: { country: string; region: string | null };
  onCancel: () => void;
}) {
  const t = useTranslations('RampWidget');
  const locale = useLocale();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [address, setAddress] = useState('');
  const [extraId, setExtraId] = useState('');
  const [phase, setPhase] = useState<Phase>({ name: 'editing', error: null, fields: {} });
  // One Idempotency-Key per offer and address: a repeated click reuses it, so the provider's
  // order is created once (L8d); other details make a new key.
  const idempotency = useRef<{ body: string; key: string } | null>(null);
  const provider = offer.provider.name;

  // The step appears below the offers: take the focus there so keyboard and screen-reader users
  // land on it.
  useEffect(() => heading.current?.focus(), [offer.provider.id]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPhase({ name: 'sending' });
    // Undefined only when the calls' own chunk could not be loaded (then no API answered).
    let api: typeof RampApi | undefined;
    try {
      api = await import('./ramp-api');
      const body = {
        provider: offer.provider.id,
        side: offer.side,
        fiat: offer.fiat,
        crypto: offer.crypto,
        amount: offer.amountIn,
        country: place.country,
        ...(place.region ? { region: place.region } : {}),
        method: offer.method,
        address,
        ...(extraId ? { extraId } : {}),
        ...(offer.via ? { via: offer.via } : {}),
        locale,
      };
      const sent = JSON.stringify(body);
      if (idempotency.current?.body !== sent) {
        idempotency.current = { body: sent, key: crypto.randomUUID() };
      }
      const checkout = await api.createRampCheckout(body, locale, idempotency.current.key);
      setPhase({ name: 'ready', checkout });
    } catch (error) {
      const answer = api?.apiAnswerOf(error);
      setPhase({
        name: 'editing',
        error: answer ? answer.message : t('checkoutError'),
        fields: answer ? answer.fields : {},
      });
    }
  }

  const fields = phase.name === 'editing' ? phase.fields : {};
  const addressError = fields.address ? (phase.name === 'editing' ? phase.error : null) : null;
  const memoError = fields.extraId ? (phase.name === 'editing' ? phase.error : null) : null;
  const formError =
    phase.name === 'editing' && phase.error && !addressError && !memoError ? phase.error : null;

  return (
    <section
      className={styles.checkout}
      aria-labelledby={`${id}-title`}
      data-testid="ramp-checkout"
    >
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('checkoutTitle', { provider })}
      </h3>
      {phase.name === 'ready' ? (
        <>
          <p role="status">{t(phase.checkout.sandbox ? 'readySandbox' : 'ready', { provider })}</p>
          <a
            className={styles.checkoutLink}
            href={phase.checkout.url}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="ramp-checkout-link"
          >
            {t('openCheckout', { provider })}
            <span className="visually-hidden"> {t('newTab')}</span>
          </a>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <TextInput
            label={t(offer.side === 'buy' ? 'addressBuy' : 'addressSell', {
              ticker: coin.ticker,
              network: coin.network.name,
            })}
            marker="required"
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            error={addressError}
            description={t(offer.side === 'buy' ? 'addressBuyHint' : 'addressSellHint')}
          />
          {coin.memo && (
            <TextInput
              label={t(`memoLabel.${coin.memo.kind}`)}
              marker={coin.memo.required ? 'required' : 'optional'}
              value={extraId}
              onChange={(event) => setExtraId(event.target.value)}
              autoComplete="off"
              error={memoError}
            />
          )}
          {formError && (
            <p role="alert" className={styles.error}>
              {formError}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" disabled={phase.name === 'sending' || address.trim() === ''}>
              {phase.name === 'sending' ? t('sending') : t('submit')}
            </Button>
            <Button variant="ghost" onClick={onCancel}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      )}
      <p className={styles.hint}>{t('privacy', { provider })}</p>
    </section>
  );
}
