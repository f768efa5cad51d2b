'use client';

import { useTranslations } from 'next-intl';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { Offer } from '@/lib/rates/contract';
import { TextInput } from '@/components/ui/text-input';
import { Link } from '@/lib/i18n/navigation';
import type { CurrencyListItem } from '@/lib/catalogue/contract';
import { routes } from '@/lib/routing/routes';
import type { AddressCheck } from './address-check';
import type { CheckoutRequest, CheckoutValues } from './checkout-schema';
import styles from './checkout.module.css';

/** Payout address (+ memo when the network has one), refund address, email and consent. */
export function CheckoutFields({
  form,
  from,
  to,
  offer,
  payoutCheck,
}: {
  form: UseFormReturn<CheckoutValues, unknown, CheckoutRequest>;
  from: CurrencyListItem;
  to: CurrencyListItem;
  offer: Offer;
  /** The live check of what is typed so far; null while the field is empty. */
  payoutCheck: AddressCheck | null;
}) {
  const t = useTranslations('Checkout');
  const { register, formState, control } = form;
  const personal = useWatch({ control, name: 'payoutNoExtraId' });
  const errors = formState.errors;
  const toMemo = to.network.memo;
  const fromMemo = from.network.memo;
  const memoLabel = (rule: NonNullable<typeof toMemo>) => t(`memoLabel.${rule.label}`);
  // Sentences about a memo get its kind, not its translated label: each kind is a whole
  // sentence in the messages (ICU select), since articles, gender and case differ by language.
  const params = {
    network: to.network.name,
    fromNetwork: from.network.name,
    ticker: to.ticker,
    kind: toMemo?.label ?? 'other',
  };
  // An invalid payout address says why, from the live check of what is typed now.
  const reason = payoutCheck === null ? 'empty' : payoutCheck.valid ? 'format' : payoutCheck.reason;
  /** An API error code the form words itself, or the API's own (translated) message. */
  const text = (message: string | undefined, kind = params.kind) => {
    if (!message) return undefined;
    const key = `errors.${message}` as 'errors.invalid_address';
    return t.has(key) ? t(key, { ...params, kind, reason }) : message;
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
            text('invalid_address')
          ) : (
            t('payoutHint', { ticker: to.ticker })
          )
        }
        error={text(errors.payoutAddress?.message)}
        {...register('payoutAddress')}
      />
      {toMemo?.required && (
        // Exchanges credit deposits by the tag; a wallet of the visitor's own has none. The
        // visitor says which it is, and gets the warning that fits (review 1.12).
        <fieldset className={styles.choice}>
          <legend>{t('payoutPlace', { ticker: to.ticker })}</legend>
          <label>
            <input
              type="radio"
              checked={!personal}
              onChange={() => form.setValue('payoutNoExtraId', false)}
              name="payoutPlace"
            />
            <span>{t('payoutPlaceHosted')}</span>
          </label>
          <label>
            <input
              type="radio"
              checked={personal}
              onChange={() => {
                form.setValue('payoutNoExtraId', true);
                form.setValue('payoutExtraId', '');
                form.clearErrors('payoutExtraId');
              }}
              name="payoutPlace"
            />
            <span>{t('payoutPlacePersonal')}</span>
          </label>
        </fieldset>
      )}
      {toMemo && toMemo.required && personal && (
        <p className={styles.warning} role="status">
          {t('noMemoWarning', { kind: toMemo.label })}
        </p>
      )}
      {toMemo && !(toMemo.required && personal) && (
        <>
          {toMemo.required && (
            <p className={styles.warning}>{t('memoWarning', { kind: toMemo.label })}</p>
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
          label={t('refundMemo', { kind: fromMemo.label })}
          marker="optional"
          autoComplete="off"
          error={text(errors.refundExtraId?.message, fromMemo.label)}
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
