import { Big } from 'big.js';
import { divideDecimal } from '@/lib/decimal';
import type { RampFees, RampQuoteRequest, RampSide } from '../contract';
import type { GuardarianEstimate, GuardarianMoney } from './schema';

// Guardarian's estimate breaks its fees out, each in a currency of its own: service fees in the
// fiat, the network fee in the coin. Our fees are in the fiat, so a fee in the coin is priced at
// the estimate's own rate (estimated_exchange_rate: units received per unit sent, fees excluded).

const FIAT_PLACES = 2;

/** Fiat per one coin, from the estimate's rate (coin per fiat on a buy, fiat per coin on a sell). */
export function priceOf(estimate: GuardarianEstimate, side: RampSide): string {
  const rate = estimate.estimated_exchange_rate;
  return side === 'buy' ? divideDecimal('1', rate, { significant: 12 }) : rate;
}

function inFiat(money: GuardarianMoney, estimate: GuardarianEstimate, request: RampQuoteRequest) {
  const currency = money.currency.toUpperCase();
  if (currency === request.fiat) return new Big(money.amount);
  if (currency !== request.crypto.ticker.toUpperCase()) return null;
  const rate = new Big(estimate.estimated_exchange_rate);
  if (rate.eq(0)) return null;
  return request.side === 'buy' ? new Big(money.amount).div(rate) : rate.times(money.amount);
}

const text = (value: Big | null) =>
  value === null ? null : value.round(FIAT_PLACES, Big.roundHalfUp).toFixed();

export function feesOf(estimate: GuardarianEstimate, request: RampQuoteRequest): RampFees {
  const service = estimate.service_fees?.map((fee) => inFiat(fee, estimate, request));
  const provider =
    service && service.every((fee) => fee !== null)
      ? service.reduce<Big>((sum, fee) => sum.plus(fee!), new Big(0))
      : null;
  const network = estimate.network_fee ? inFiat(estimate.network_fee, estimate, request) : null;
  const partner = estimate.partner_fee ? inFiat(estimate.partner_fee, estimate, request) : null;
  return { provider: text(provider), network: text(network), partner: text(partner) };
}
