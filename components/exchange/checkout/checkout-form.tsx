'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Offer } from '@/lib/rates/types';
import { Button } from '@/components/ui/button';
import { useRouter } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routing/routes';
import type { CurrencyOption } from '../types';
import { checkAddress } from './address-check';
import { CheckoutFields } from './checkout-fields';
import { checkoutSchema, EMPTY_CHECKOUT, type CheckoutValues } from './checkout-schema';
import { createIdempotency, postSwap } from './create-swap';
import { fieldCode, isFormField } from './field-errors';
import styles from './checkout.module.css';

export function CheckoutForm({
  offer,
  from,
  to,
  onQuoteExpired,
}: {
  offer: Offer;
  from: CurrencyOption;
  to: CurrencyOption;
  onQuoteExpired: () => void;
}) {
  const t = useTranslations('Checkout');
  const locale = useLocale();
  const router = useRouter();
  // One key per submission, kept for retries of the same details (see create-swap.ts).
  const [keyFor] = useState(createIdempotency);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(
    () => checkoutSchema({ to: to.network, from: from.network, rateType: offer.rateType }),
    [to.network, from.network, offer.rateType],
  );
  const form = useForm<CheckoutValues>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_CHECKOUT,
    // Errors appear on submit, then follow each keystroke. Before that the payout address is
    // checked live in its description line, which never moves the fields below it.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { handleSubmit, setError, formState, control } = form;
  const payout = useWatch({ control, name: 'payoutAddress' });
  const payoutCheck = payout ? checkAddress(to.network, payout) : null;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const optional = (value: string) => value.trim() || undefined;
    const result = await postSwap(
      {
        provider: offer.provider.id,
        from: from.code,
        to: to.code,
        amount: offer.amountFrom,
        direction: 'direct',
        rateType: offer.rateType,
        rateId: offer.rateId ?? undefined,
        payoutAddress: values.payoutAddress.trim(),
        payoutExtraId: optional(values.payoutExtraId),
        refundAddress: optional(values.refundAddress),
        refundExtraId: optional(values.refundExtraId),
        email: optional(values.email),
        acceptTerms: true,
        locale,
      },
      keyFor,
    );
    if (result.ok) {
      router.replace(routes.swap({ swap: result.swap.id }));
      return;
    }
    const { error } = result;
    if (error.code === 'quote_expired') return onQuoteExpired();
    let placed = false;
    for (const [name, code] of Object.entries(error.fields ?? {})) {
      if (!isFormField(name)) continue;
      setError(
        name,
        { type: 'server', message: fieldCode(code) ?? error.message },
        { shouldFocus: !placed },
      );
      placed = true;
    }
    if (!placed) setFailure(error.message || t('failed'));
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="checkout-title">
      <h3 id="checkout-title" className={styles.summaryTitle}>
        {t('title')}
      </h3>
      <CheckoutFields form={form} from={from} to={to} offer={offer} payoutCheck={payoutCheck} />
      {failure && (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      )}
      <Button
        type="submit"
        size="lg"
        disabled={formState.isSubmitting}
        aria-busy={formState.isSubmitting}
      >
        {formState.isSubmitting ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
