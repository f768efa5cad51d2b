import 'server-only';
import { ApiError, type FieldCode } from '@/lib/api/errors';
import { getCurrency, validateAddress, validateExtraId } from '@/lib/catalogue';
import type { Currency } from '@/lib/catalogue/types';
import { getProvider } from '@/lib/rates/providers';
import type { ExchangeProvider } from '@/lib/providers/exchange/contract';
import { findFixedQuote } from '@/lib/rates/quote-store';
import { checkRange } from './range';
import { refundAddressRequired, type CreateSwapInput } from './contract';

export interface ValidatedSwap {
  input: CreateSwapInput;
  provider: ExchangeProvider;
  from: Currency;
  to: Currency;
  /** Fixed rate: the stored quote the rate id belongs to. */
  quoteExpiresAt: string | null;
}

async function currencies(input: CreateSwapInput): Promise<{ from: Currency; to: Currency }> {
  const [from, to] = await Promise.all([getCurrency(input.from), getCurrency(input.to)]);
  const fields: Record<string, FieldCode> = {};
  if (!from) fields.from = 'unknown_currency';
  if (!to) fields.to = 'unknown_currency';
  if (!from || !to) throw new ApiError('unknown_currency', { fields });
  if (from.code === to.code) {
    throw new ApiError('same_currency', { fields: { to: 'same_currency' } });
  }
  return { from, to };
}

function addresses(input: CreateSwapInput, from: Currency, to: Currency): void {
  if (!validateAddress(to.network, input.payoutAddress).valid) {
    throw new ApiError('invalid_address', { fields: { payoutAddress: 'invalid_address' } });
  }
  const memo = validateExtraId(to.network, input.payoutExtraId);
  // A required memo may be left out when the visitor says the address is a wallet of their own.
  const noMemo = memo.valid === false && memo.reason === 'required' && input.payoutNoExtraId;
  if (!memo.valid && !noMemo) {
    const code = memo.reason === 'required' ? 'memo_required' : 'invalid_memo';
    throw new ApiError(code, { fields: { payoutExtraId: code } });
  }
  if (input.refundAddress === undefined) {
    if (refundAddressRequired(input.rateType)) {
      throw new ApiError('refund_address_required', {
        fields: { refundAddress: 'refund_address_required' },
      });
    }
    return;
  }
  if (!validateAddress(from.network, input.refundAddress).valid) {
    throw new ApiError('invalid_refund_address', {
      fields: { refundAddress: 'invalid_refund_address' },
    });
  }
  if (
    input.refundExtraId !== undefined &&
    !validateExtraId(from.network, input.refundExtraId).valid
  ) {
    throw new ApiError('invalid_memo', { fields: { refundExtraId: 'invalid_memo' } });
  }
}

async function fixedQuote(input: CreateSwapInput, provider: ExchangeProvider) {
  const quote = input.rateId ? await findFixedQuote(provider.info.id, input.rateId) : null;
  const usable =
    quote !== null &&
    quote.from === input.from &&
    quote.to === input.to &&
    Date.parse(quote.expiresAt) > Date.now();
  if (!usable) throw new ApiError('quote_expired', { fields: { rateId: 'quote_expired' } });
  return quote;
}

/** Every rule the server checks before a provider is asked to create a swap. */
export async function validateSwapRequest(input: CreateSwapInput): Promise<ValidatedSwap> {
  const provider = getProvider(input.provider);
  if (!provider) {
    throw new ApiError('unknown_provider', { fields: { provider: 'unknown_provider' } });
  }
  const { from, to } = await currencies(input);
  addresses(input, from, to);
  if (input.rateType === 'fixed' && !provider.info.rateTypes.includes('fixed')) {
    throw new ApiError('pair_unavailable');
  }
  const quote = input.rateType === 'fixed' ? await fixedQuote(input, provider) : null;
  await checkRange(input, provider, from, to, quote?.amountFrom ?? null);
  return { input, provider, from, to, quoteExpiresAt: quote?.expiresAt ?? null };
}
