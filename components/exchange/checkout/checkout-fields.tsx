'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { Offer } from '@/lib/rates/contract';
import { TextInput } from '@/components/ui/text-input';
import { Link } from '@/lib/i18n/navigation';
import type { CurrencyListItem } from '@/lib/catalogue/contract';
import { routes } from '@/lib/routing/routes';
import type { AddressCheck } from './address-check';
import type { CheckoutRequest, CheckoutValues } from './checkout-schema';
import type { PasteResult } from './paste';
import { PasteButton } from './paste-button';
import styles from './checkout.module.css';

/** The fields with a Paste button: the addresses and the memos. */
const PASTE_FIELDS = {
  payoutAddress: 'payout',
  payoutExtraId: 'payoutMemo',
  refundAddress: 'refund',
  refundExtraId: 'refundMemo',
} as const;
type PasteField = keyof typeof PASTE_FIELDS;

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

  // A Paste that could not read the clipboard says so in the field's note until the field
  // changes (typing, or a paste that worked).
  const baseId = useId();
  const [pasteNotes, setPasteNotes] = useState<Partial<Record<PasteField, PasteResult>>>({});
  const clearNote = (name: PasteField) =>
    setPasteNotes((notes) => (notes[name] ? { ...notes, [name]: undefined } : notes));
  /** The props that give a field its Paste button and its note; `error` is the field's own. */
  const pasteProps = (name: PasteField, error: string | undefined) => {
    const note = pasteNotes[name];
    const id = `${baseId}-${name}`;
    return {
      id,
      addon: (
        <PasteButton
          inputId={id}
          field={PASTE_FIELDS[name]}
          onResult={(result) =>
            setPasteNotes((notes) => ({
              ...notes,
              [name]: result === 'pasted' ? undefined : result,
            }))
          }
        />
      ),
      ...(note && note !== 'pasted'
        ? {
            // The note takes the hint line, the field stays marked while it is invalid.
            description: t(note === 'refused' ? 'pasteRefused' : 'pasteEmpty'),
            error: undefined,
            invalid: Boolean(error),
          }
        : { error }),
      ...register(name, { onChange: () => clearNote(name) }),
    };
  };

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
        {...pasteProps('payoutAddress', text(errors.payoutAddress?.message))}
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
            {...pasteProps('payoutExtraId', text(errors.payoutExtraId?.message))}
          />
        </>
      )}
      <TextInput
        label={t('refundAddress', { ticker: from.ticker, network: from.network.name })}
        marker={fixed ? 'required' : 'optional'}
        autoComplete="off"
        spellCheck={false}
        description={t('refundHint', { ticker: from.ticker })}
        {...pasteProps('refundAddress', text(errors.refundAddress?.message))}
      />
      {fromMemo && (
        <TextInput
          label={t('refundMemo', { kind: fromMemo.label })}
          marker="optional"
          autoComplete="off"
          {...pasteProps('refundExtraId', text(errors.refundExtraId?.message, fromMemo.label))}
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
