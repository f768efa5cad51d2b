import { z } from 'zod';
import type { ApiErrorCode } from '@/lib/api/errors';
import type { CurrencyListNetwork } from '@/lib/catalogue/contract';
import type { RateType } from '@/lib/rates/contract';
import {
  CREATE_SWAP_FIELD_ERRORS,
  createSwapSchema,
  refundAddressRequired,
} from '@/lib/swaps/contract';
import { checkAddress, checkExtraId } from './address-check';

// Step 2's fields are the create-swap request's own (lib/swaps/contract.ts), checked by its rules
// and by the catalogue's address and memo validators, as the server checks them. Every issue is
// the code the API answers for it, worded under Checkout.errors.

const checkoutRequest = createSwapSchema.pick({
  payoutAddress: true,
  payoutExtraId: true,
  payoutNoExtraId: true,
  refundAddress: true,
  refundExtraId: true,
  email: true,
  acceptTerms: true,
});

type CheckoutField = keyof typeof CREATE_SWAP_FIELD_ERRORS;
/** What the form holds while the visitor types. */
export type CheckoutValues = Record<Exclude<CheckoutField, 'acceptTerms'>, string> & {
  acceptTerms: boolean;
  /** "A personal wallet of my own": the payout address needs no memo or tag. */
  payoutNoExtraId: boolean;
};
/** What a valid form gives: the request's fields, trimmed, empty ones left out. */
export type CheckoutRequest = z.output<typeof checkoutRequest>;

export const EMPTY_CHECKOUT: CheckoutValues = {
  payoutAddress: '',
  payoutExtraId: '',
  payoutNoExtraId: false,
  refundAddress: '',
  refundExtraId: '',
  email: '',
  acceptTerms: false,
};

export function isCheckoutField(name: string): name is CheckoutField {
  return Object.hasOwn(CREATE_SWAP_FIELD_ERRORS, name);
}

interface Networks {
  to: CurrencyListNetwork;
  from: CurrencyListNetwork;
  rateType: RateType;
}

/** The catalogue's verdicts, in the words lib/swaps/validate.ts answers them. */
function catalogueIssues(values: CheckoutValues, input: Networks) {
  const issues: Partial<Record<CheckoutField, ApiErrorCode>> = {};
  if (!checkAddress(input.to, values.payoutAddress).valid) issues.payoutAddress = 'invalid_address';
  // A wallet of the visitor's own has no tag: nothing is sent as one (see the transform below).
  const memo = values.payoutNoExtraId
    ? ({ valid: true } as const)
    : checkExtraId(input.to, values.payoutExtraId);
  if (!memo.valid) {
    issues.payoutExtraId = memo.reason === 'required' ? 'memo_required' : 'invalid_memo';
  }
  if (values.refundAddress.trim() === '') {
    if (refundAddressRequired(input.rateType)) issues.refundAddress = 'refund_address_required';
  } else if (!checkAddress(input.from, values.refundAddress).valid) {
    issues.refundAddress = 'invalid_refund_address';
  }
  if (values.refundExtraId.trim() && !checkExtraId(input.from, values.refundExtraId).valid) {
    issues.refundExtraId = 'invalid_memo';
  }
  return issues;
}

export function checkoutSchema(input: Networks) {
  return z
    .object({
      payoutAddress: z.string(),
      payoutExtraId: z.string(),
      payoutNoExtraId: z.boolean(),
      refundAddress: z.string(),
      refundExtraId: z.string(),
      email: z.string(),
      acceptTerms: z.boolean(),
    })
    .transform((values, ctx): CheckoutRequest => {
      const issues = catalogueIssues(values, input);
      // Only a network that needs a memo has the choice; without one no memo is sent.
      const noMemo = values.payoutNoExtraId && input.to.memo?.required === true;
      const request = checkoutRequest.safeParse({
        ...values,
        payoutExtraId: noMemo ? '' : values.payoutExtraId,
        payoutNoExtraId: noMemo || undefined,
      });
      for (const issue of request.error?.issues ?? []) {
        const field = String(issue.path[0]);
        if (isCheckoutField(field)) issues[field] ??= CREATE_SWAP_FIELD_ERRORS[field];
      }
      for (const [field, code] of Object.entries(issues)) {
        ctx.addIssue({ code: 'custom', path: [field], message: code });
      }
      return request.success ? request.data : z.NEVER;
    });
}
