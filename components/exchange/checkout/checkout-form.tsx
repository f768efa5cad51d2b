'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { refOfSearch } from '@/lib/api/auth/ref-link';
import { sourceOfSearch } from '@/lib/api/auth/source-marker';
import { ApiClientError } from '@/lib/api/client';
import type { CurrencyListItem } from '@/lib/catalogue/contract';
import { useRouter } from '@/lib/i18n/navigation';
import type { Offer } from '@/lib/rates/contract';
import { routes } from '@/lib/routing/routes';
import { useEmbedMode } from '@/components/embed/embed-mode';
import { seedSwap } from '@/components/swap-status/use-swap';
import { checkAddress } from './address-check';
import { clearDraft, readDraft, saveDraft } from './checkout-draft';
import { CheckoutFields } from './checkout-fields';
import {
  checkoutSchema,
  EMPTY_CHECKOUT,
  isCheckoutField,
  type CheckoutRequest,
  type CheckoutValues,
} from './checkout-schema';
import { createIdempotency, postSwap } from './create-swap';
import styles from './checkout.module.css';

export function CheckoutForm({
  offer,
  reverse = false,
  from,
  to,
  onQuoteExpired,
}: {
  offer: Offer;
  /** The offer answers a reverse quote: the swap is asked for the amount to get. */
  reverse?: boolean;
  from: CurrencyListItem;
  to: CurrencyListItem;
  onQuoteExpired: () => void;
}) {
  const t = useTranslations('Checkout');
  const locale = useLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  // Inside the embedded widget: the swap is marked as its own and stays in the frame.
  const embed = useEmbedMode();
  // One key per submission, kept for retries of the same details (see create-swap.ts).
  const [keyFor] = useState(createIdempotency);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(
    () => checkoutSchema({ to: to.network, from: from.network, rateType: offer.rateType }),
    [to.network, from.network, offer.rateType],
  );
  const form = useForm<CheckoutValues, unknown, CheckoutRequest>({
    resolver: zodResolver(schema),
    // What this tab typed for the pair before a reload or Back and Forward (./checkout-draft.ts).
    defaultValues: { ...EMPTY_CHECKOUT, ...readDraft(from.code, to.code) },
    // Errors appear on submit, then follow each keystroke. Before that the payout address is
    // checked live in its description line, which never moves the fields below it.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { handleSubmit, setError, formState, control } = form;
  const typed = useWatch({ control });
  useEffect(() => saveDraft(from.code, to.code, typed), [typed, from.code, to.code]);
  const payout = useWatch({ control, name: 'payoutAddress' });
  const payoutCheck = payout ? checkAddress(to.network, payout) : null;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    let swapId: string;
    try {
      const request = {
        provider: offer.provider.id,
        from: from.code,
        to: to.code,
        amount: reverse ? offer.amountTo : offer.amountFrom,
        direction: reverse ? 'reverse' : 'direct',
        rateType: offer.rateType,
        rateId: offer.rateId ?? undefined,
        ...values,
        locale,
        // The affiliate link the visitor came by, which the flow's URL carries (ADR 0022).
        ref: refOfSearch(window.location.search) ?? undefined,
        // The door the swap comes through: the embedded v2 (this form inside it), or the compact
        // v1 or the bot that opened this flow in a tab (the marker in the flow's URL).
        source: embed
          ? ('widget-v2' as const)
          : (sourceOfSearch(window.location.search) ?? undefined),
      } as const;
      const created = await postSwap(request, keyFor, locale);
      // Step 3 shows this answer at once; its first status read only refreshes it.
      seedSwap(queryClient, created);
      clearDraft();
      swapId = created.id;
      if (embed) return embed.onSwapCreated(created);
    } catch (error) {
      // The widget tells its host of a refusal; an expired quote is asked again, not a failure.
      const expired = error instanceof ApiClientError && error.code === 'quote_expired';
      if (embed && !expired) {
        embed.onError('swap_failed', error instanceof Error ? error.message : 'failed');
      }
      if (!(error instanceof ApiClientError)) return setFailure(t('failed'));
      if (error.code === 'quote_expired') return onQuoteExpired();
      // The API's own wording ("Requests from this origin are not allowed.") says nothing a
      // visitor can act on.
      if (error.code === 'forbidden_origin') return setFailure(t('originRefused'));
      let placed = false;
      for (const [name, code] of Object.entries(error.fields)) {
        if (!isCheckoutField(name)) continue;
        // The form words the codes it knows itself; others keep the API's translated message.
        const message = t.has(`errors.${code}` as 'errors.invalid_email') ? code : error.message;
        setError(name, { type: 'server', message }, { shouldFocus: !placed });
        placed = true;
      }
      if (!placed) setFailure(error.message || t('failed'));
      return;
    }
    router.replace(routes.swap({ swap: swapId }));
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
