import 'server-only';
import { ApiError } from '@/lib/api/errors';
import { getCurrency, toCurrencyRef, validateAddress, validateExtraId } from '@/lib/catalogue';
import { env } from '@/lib/env';
import { fiatPerUsd } from '@/lib/geo';
import { log } from '@/lib/log';
import { localizedPath } from '@/lib/routing/paths';
import { routes } from '@/lib/routing/routes';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { ProviderError } from '@/lib/providers/kit/errors';
import type { RampCheckout } from '@/lib/providers/onramp/contract';
import type { FiatCheckout, FiatCheckoutResponse } from './contract';
import { coverageIndex } from './coverage';
import { ramp } from './ramps';
import { unknownCurrency } from './offers';
import { recordRampOrder, type RampOrder } from './orders';

// POST /api/v1/fiat/checkout: the chosen ramp's checkout URL with the visitor's wallet address
// prefilled. The address is checked with the catalogue's validator for the coin's network first,
// so a typo is caught here rather than on the provider's page. The provider handles the payment
// on its own site; the site keeps the order's attribution in `orders` (./orders.ts).

export interface FiatCheckoutContext {
  clientIp: string | undefined;
  order: RampOrder;
}

export async function createFiatCheckout(
  input: FiatCheckout,
  { clientIp, order }: FiatCheckoutContext,
): Promise<FiatCheckoutResponse> {
  const crypto = await getCurrency(input.crypto);
  if (!crypto) throw unknownCurrency('crypto');
  if (!fiatPerUsd(input.fiat)) throw unknownCurrency('fiat');
  if (!validateAddress(crypto.network, input.address).valid) {
    throw new ApiError('invalid_address', { fields: { address: 'invalid_address' } });
  }
  const memo = validateExtraId(crypto.network, input.extraId);
  if (!memo.valid) {
    const code = memo.reason === 'required' ? 'memo_required' : 'invalid_memo';
    throw new ApiError(code, { fields: { extraId: code } });
  }
  const provider = ramp(input.provider);
  const index = await coverageIndex();
  const serves = index
    .serving({
      side: input.side,
      crypto: crypto.code,
      country: input.country,
      region: input.region,
      fiat: input.fiat,
    })
    .some((s) => s.ramp.info.id === input.provider && s.fiat.methods.includes(input.method));
  if (!provider || !serves) {
    throw new ApiError('unknown_provider', { fields: { provider: 'unknown_provider' } });
  }
  const locale = isLocale(input.locale) ? input.locale : defaultLocale;
  const back =
    input.side === 'buy' ? routes.buy({ coin: crypto.code }) : routes.sell({ coin: crypto.code });
  let checkout: RampCheckout;
  try {
    checkout = await provider.checkout({
      side: input.side,
      fiat: input.fiat,
      crypto: toCurrencyRef(crypto),
      amount: input.amount,
      place: { country: input.country, region: input.region },
      method: input.method,
      walletAddress: input.address,
      walletExtraId: input.extraId,
      via: input.via,
      returnUrl: `${env().SITE_URL}${localizedPath(locale, back)}`,
      locale,
      // 'unknown' is no address: vendors that need one (Guardarian, Mercuryo) refuse without it.
      clientIp: clientIp === 'unknown' ? undefined : clientIp,
      orderRef: order.id,
    });
  } catch (error) {
    if (error instanceof ProviderError && error.isClientError) {
      const { min, max } = error.details;
      if (error.kind === 'amount_too_low' || error.kind === 'amount_too_high') {
        throw new ApiError(error.kind, { fields: { amount: error.kind }, details: { min, max } });
      }
      if (error.kind === 'invalid_address') {
        throw new ApiError('invalid_address', { fields: { address: 'invalid_address' } });
      }
      throw new ApiError('provider_rejected', { cause: error });
    }
    log.warn('fiat checkout: ramp failed', { provider: input.provider, error });
    throw new ApiError('provider_unavailable', { cause: error });
  }
  await recordRampOrder(order, { ...input, crypto: crypto.code }, provider.info, checkout);
  return { url: checkout.url, sandbox: provider.info.sandbox };
}
