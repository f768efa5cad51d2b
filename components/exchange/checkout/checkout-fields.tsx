'use client';

import { useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import type { Offer } from '@/lib/rates/types';
import { TextInput } from '@/components/ui/text-input';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routing/routes';
import type { CurrencyOption } from '../types';
import type { AddressCheck } from './address-check';
import type { CheckoutValues } from './checkout-schema';
import { CHECKOUT_ERROR_CODES } from './field-errors';
import styles from './checkout.module.css';

/** Payout address (+ memo when the network has one), refund address, email and consent. */
export function CheckoutFields({
  form,
  from,
  to,
  offer,
  payoutCheck,
}: {
  form: UseFormReturn<CheckoutValues>;
  from: CurrencyOption;
  to: CurrencyOption;
  offer: Offer;
  /** The live check of what is typed so far; null while the field is empty. */
  payoutCheck: AddressCheck | null;
}) {
  const t = useTranslations('Checkout');
  const { register, formState } = form;
  const errors = formState.errors;
  const toMemo = to.network.memo;
  const fromMemo = from.network.memo;
  const memoLabel = (rule: NonNullable<typeof toMemo>) => t(`memoLabel.${rule.label}`);
  const params = {
    network: to.network.name,
    fromNetwork: from.network.name,
    ticker: to.ticker,
    label: toMemo ? memoLabel(toMemo) : '',
  };
  const text = (message: string | undefined) => {
    if (!message) return undefined;
    return CHECKOUT_ERROR_CODES.has(message)
      ? t(`errors.${message}` as 'errors.terms', params)
      : message;
  };
  const fixed = offer.rateType === 'fixed';

  return (
    <>
      <TextInput
        label={t('payoutAddress', { ticker: to.ticker, network: to.network.name })}
        marker="required"
        autoComplete="off"
        spellCheck={false}
        description={
          payoutCheck?.valid ? (
            <span className={styles.valid}>{t('addressValid', { network: to.network.name })}</span>
          ) : payoutCheck ? (
            text(`address_${payoutCheck.reason}`)
          ) : (
            t('payoutHint', { ticker: to.ticker })
          )
        }
        error={text(errors.payoutAddress?.message)}
        {...register('payoutAddress')}
      />
      {toMemo && (
        <>
          {toMemo.required && (
            <p className={styles.warning}>{t('memoWarning', { label: memoLabel(toMemo) })}</p>
          )}
          <TextInput
            label={memoLabel(toMemo)}
            marker={toMemo.required ? 'required' : 'optional'}
            inputMode={toMemo.format === 'numeric' ? 'numeric' : undefined}
            autoComplete="off"
            description={toMemo.required ? undefined : t('memoOptional')}
            error={text(errors.payoutExtraId?.message)}
            {...register('payoutExtraId')}
          />
        </>
      )}
      <TextInput
        label={t('refundAddress', { ticker: from.ticker, network: from.network.name })}
        marker={fixed ? 'required' : 'optional'}
        autoComplete="off"
        spellCheck={false}
        description={t('refundHint', { ticker: from.ticker })}
        error={text(errors.refundAddress?.message)}
        {...register('refundAddress')}
      />
      {fromMemo && (
        <TextInput
          label={t('refundMemo', { label: memoLabel(fromMemo) })}
          marker="optional"
          autoComplete="off"
          error={text(errors.refundExtraId?.message)}
          {...register('refundExtraId')}
        />
      )}
      <TextInput
        label={t('email')}
        marker="optional"
        type="text"
        inputMode="email"
        autoComplete="email"
        description={t('emailHint')}
        error={text(errors.email?.message)}
        {...register('email')}
      />
      <div>
        <label className={styles.consent}>
          <input
            type="checkbox"
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? 'terms-error' : undefined}
            {...register('acceptTerms')}
          />
          <span>
            {t.rich('terms', {
              link: (chunks) => (
                <Link href={routes.termsOfUse()} target="_blank">
                  {chunks}
                </Link>
              ),
            })}
          </span>
        </label>
        {errors.acceptTerms && (
          <p id="terms-error" className={styles.fieldError}>
            {text(errors.acceptTerms.message)}
          </p>
        )}
      </div>
    </>
  );
}
