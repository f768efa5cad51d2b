import type { CheckoutErrorCode, CheckoutValues } from './checkout-schema';

// What the swaps API's `fields` codes mean for the form's fields.

const FIELD_CODES: Readonly<Record<string, CheckoutErrorCode>> = {
  invalid_address: 'address_format',
  memo_required: 'memo_required',
  invalid_memo: 'memo_format',
  refund_address_required: 'refund_required',
  invalid_refund_address: 'refund_format',
  terms_required: 'terms',
  invalid_email: 'email',
};

const FORM_FIELDS: ReadonlySet<string> = new Set<keyof CheckoutValues>([
  'payoutAddress',
  'payoutExtraId',
  'refundAddress',
  'refundExtraId',
  'email',
  'acceptTerms',
]);

export function isFormField(name: string): name is keyof CheckoutValues {
  return FORM_FIELDS.has(name);
}

/** The form's own code for an API field code, or null to show the API's translated message. */
export function fieldCode(apiCode: string): CheckoutErrorCode | null {
  return FIELD_CODES[apiCode] ?? null;
}

export const CHECKOUT_ERROR_CODES: ReadonlySet<string> = new Set<CheckoutErrorCode>([
  'address_empty',
  'address_format',
  'address_checksum',
  'address_network',
  'memo_required',
  'memo_format',
  'refund_required',
  'refund_format',
  'email',
  'terms',
]);
