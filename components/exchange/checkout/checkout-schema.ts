import '@/lib/zod-jitless';
import { z } from 'zod';
import type { RateType } from '@/lib/rates/contract';
import type { CurrencyListNetwork } from '@/lib/catalogue/contract';
import { checkAddress, checkExtraId } from './address-check';

// Step 2's fields. Issues carry a code (a key of Checkout.errors), translated where shown.

export interface CheckoutValues {
  payoutAddress: string;
  payoutExtraId: string;
  refundAddress: string;
  refundExtraId: string;
  email: string;
  acceptTerms: boolean;
}

export const EMPTY_CHECKOUT: CheckoutValues = {
  payoutAddress: '',
  payoutExtraId: '',
  refundAddress: '',
  refundExtraId: '',
  email: '',
  acceptTerms: false,
};

export type CheckoutErrorCode =
  | 'address_empty'
  | 'address_format'
  | 'address_checksum'
  | 'address_network'
  | 'memo_required'
  | 'memo_format'
  | 'refund_required'
  | 'refund_format'
  | 'email'
  | 'terms';

export function checkoutSchema(input: {
  to: CurrencyListNetwork;
  from: CurrencyListNetwork;
  rateType: RateType;
}) {
  return z
    .object({
      payoutAddress: z.string(),
      payoutExtraId: z.string(),
      refundAddress: z.string(),
      refundExtraId: z.string(),
      email: z.string().trim().max(254),
      acceptTerms: z.boolean(),
    })
    .superRefine((values, ctx) => {
      const issue = (path: keyof CheckoutValues, message: CheckoutErrorCode) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      const payout = checkAddress(input.to, values.payoutAddress);
      if (!payout.valid) issue('payoutAddress', `address_${payout.reason}`);
      const memo = checkExtraId(input.to, values.payoutExtraId);
      if (!memo.valid) issue('payoutExtraId', `memo_${memo.reason}`);
      if (values.refundAddress.trim() === '') {
        if (input.rateType === 'fixed') issue('refundAddress', 'refund_required');
      } else if (!checkAddress(input.from, values.refundAddress).valid) {
        issue('refundAddress', 'refund_format');
      }
      if (values.refundExtraId.trim() && !checkExtraId(input.from, values.refundExtraId).valid) {
        issue('refundExtraId', 'memo_format');
      }
      if (values.email && !z.email().safeParse(values.email).success) issue('email', 'email');
      if (!values.acceptTerms) issue('acceptTerms', 'terms');
    });
}
