import { describe, expect, it } from 'vitest';
import { checkoutSchema, EMPTY_CHECKOUT } from '@/components/exchange/checkout/checkout-schema';
import { CREATE_SWAP_FIELD_ERRORS } from '@/lib/swaps/contract';
import messages from '@/messages/en.json';
import { CURRENCIES } from './fixtures';

// The checkout form is the create-swap request: its issues are the API's own codes.

const network = (code: string) => CURRENCIES.find((currency) => currency.code === code)!.network;
const schema = (to: string, rateType: 'fixed' | 'floating' = 'floating') =>
  checkoutSchema({ to: network(to), from: network('btc'), rateType });
const ETH_ADDRESS = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

function issues(result: ReturnType<ReturnType<typeof schema>['safeParse']>) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path[0], i.message]));
}

describe('checkout form schema', () => {
  it('names each problem with the code the API answers for it', () => {
    const result = schema('xrp', 'fixed').safeParse({
      ...EMPTY_CHECKOUT,
      payoutAddress: 'rNotAnAddress',
      refundExtraId: 'x',
      email: 'nope',
    });
    expect(issues(result)).toEqual({
      payoutAddress: 'invalid_address',
      payoutExtraId: 'memo_required',
      refundAddress: 'refund_address_required',
      refundExtraId: 'invalid_memo',
      email: 'invalid_email',
      acceptTerms: 'terms_required',
    });
  });

  it("applies the request's own limits, such as the longest refund address", () => {
    const result = schema('eth').safeParse({
      ...EMPTY_CHECKOUT,
      payoutAddress: ETH_ADDRESS,
      refundAddress: `${BTC_ADDRESS}${'q'.repeat(256)}`,
      acceptTerms: true,
    });
    expect(issues(result)).toEqual({ refundAddress: 'invalid_refund_address' });
  });

  it('gives the request fields as the API reads them: trimmed, empty ones left out', () => {
    const result = schema('eth').parse({
      ...EMPTY_CHECKOUT,
      payoutAddress: ETH_ADDRESS,
      refundAddress: BTC_ADDRESS,
      email: ' ada@example.com ',
      acceptTerms: true,
    });
    expect(result).toEqual({
      payoutAddress: ETH_ADDRESS,
      payoutExtraId: undefined,
      refundAddress: BTC_ADDRESS,
      refundExtraId: undefined,
      email: 'ada@example.com',
      acceptTerms: true,
    });
  });

  it('words only API codes, and every code the form gives', () => {
    const worded = Object.keys(messages.Checkout.errors);
    expect(Object.keys(messages.Api.errors)).toEqual(expect.arrayContaining(worded));
    const given = [
      ...Object.values(CREATE_SWAP_FIELD_ERRORS),
      'memo_required',
      'refund_address_required',
    ];
    expect(worded).toEqual(expect.arrayContaining(given));
  });
});
