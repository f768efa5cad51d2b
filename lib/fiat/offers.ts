import 'server-only';
import { Big } from 'big.js';
import { ApiError } from '@/lib/api/errors';
import { getCurrency, getReferencePrices, type Currency } from '@/lib/catalogue';
import { countryCurrency, FX_SNAPSHOT_AS_OF, fiatPerUsd, guessCountry } from '@/lib/geo';
import type { RampInfo, RampProvider, RampQuote } from '@/lib/providers/onramp/contract';
import { fanOut } from '@/lib/upstream/fan-out';
import { guardedCall } from '@/lib/upstream/guard';
import type {
  FiatOffer,
  FiatOfferFailure,
  FiatOffersQuery,
  FiatOffersResponse,
  RampProviderView,
} from './contract';
import { coverageIndex, type CoverageIndex } from './coverage';
import { rampCall, type RampAnswer, type Resolved } from './ramp-call';
import { ramps } from './ramps';

// GET /api/v1/fiat/offers: every ramp that serves the visitor's place, coin, fiat and payment
// method is asked at once (the stored coverage decides who, lib/fiat/coverage.ts), each through
// the upstream guard (./ramp-call.ts); answers are ranked by what the visitor receives after every
// fee. Ramps that serve the place but not with this method are named, not asked, so the widget
// can offer their methods.

export { clearFiatQuoteCache } from './ramp-call';

/** The order size the widget starts from when the visitor has typed none, in US dollars. */
export const TYPICAL_ORDER_USD = 200;
/** Fiats offered instead when a country's own is not, in this order. */
const FALLBACK_FIATS = ['USD', 'EUR'];

export const unknownCurrency = (field: 'crypto' | 'fiat') =>
  new ApiError('unknown_currency', { fields: { [field]: 'unknown_currency' } });

export function rampView(info: RampInfo): RampProviderView {
  return { id: info.id, name: info.name, sandbox: info.sandbox, eta: info.eta };
}

/** Every asked ramp's answer, in the order they were asked (the failures keep that order). */
async function askAll(asked: readonly RampProvider[], query: Resolved, crypto: Currency) {
  const answers: RampAnswer[] = [];
  const ask = (provider: RampProvider) => guardedCall(rampCall(provider, query, crypto)).settled;
  for await (const { index, result } of fanOut(asked, ask)) answers[index] = result.answer;
  return answers;
}

/** Fiat per coin at the reference prices, and how old the oldest part of it is. */
async function referencePrice(crypto: Currency, fiat: string) {
  const usd = (await getReferencePrices()).get(crypto.ticker.toUpperCase());
  const perUsd = fiatPerUsd(fiat);
  if (!usd || !(usd.usd > 0) || !perUsd) return null;
  // The fiat rates are a dated snapshot (lib/geo/fx.ts): the reference is never "live".
  const asOf = [usd.asOf.slice(0, 10), FX_SNAPSHOT_AS_OF].sort()[0] ?? null;
  return { price: new Big(usd.usd).times(perUsd), asOf, live: false };
}

/** 1 − what is received ÷ what is paid, both at the reference price: every cost together. */
function totalCost(quote: RampQuote, reference: Big | null): string | null {
  if (!reference) return null;
  const paid = new Big(quote.amountIn);
  const received = new Big(quote.amountOut);
  if (paid.lte(0)) return null;
  const ratio =
    quote.side === 'buy'
      ? received.times(reference).div(paid)
      : received.div(paid.times(reference));
  return new Big(1).minus(ratio).round(4).toString();
}

/** The fiat to offer when none was chosen: the country's own if a ramp offers it there. */
function defaultFiat(
  index: CoverageIndex,
  query: FiatOffersQuery,
  country: string,
  crypto: string,
) {
  const offered = index.fiats({ side: query.side, crypto, country, region: query.region });
  const own = countryCurrency(country)?.code;
  return (
    (own && offered.includes(own) && own) ||
    FALLBACK_FIATS.find((code) => offered.includes(code)) ||
    offered[0] ||
    own ||
    'USD'
  );
}

/** A typical order of about TYPICAL_ORDER_USD, in the input currency, to two significant digits. */
function typicalAmount(side: 'buy' | 'sell', fiat: string, usdPrice: number | undefined): string {
  const perUsd = fiatPerUsd(fiat);
  const value =
    side === 'buy'
      ? perUsd?.times(TYPICAL_ORDER_USD)
      : usdPrice
        ? new Big(TYPICAL_ORDER_USD).div(usdPrice)
        : undefined;
  if (!value || value.lte(0)) return side === 'buy' ? String(TYPICAL_ORDER_USD) : '0.01';
  return value.prec(2).toString();
}

async function resolve(query: FiatOffersQuery, crypto: Currency, index: CoverageIndex) {
  const guessed = !query.country;
  const country = query.country ?? guessCountry(query.languages ?? null);
  const region = guessed ? undefined : query.region;
  const fiat = query.fiat ?? defaultFiat(index, query, country, crypto.code);
  if (!fiatPerUsd(fiat)) throw unknownCurrency('fiat');
  const usd = (await getReferencePrices()).get(crypto.ticker.toUpperCase())?.usd;
  const amount = query.amount ?? typicalAmount(query.side, fiat, usd);
  const resolved: Resolved = {
    side: query.side,
    crypto: crypto.code,
    fiat,
    amount,
    country,
    region,
    method: query.method,
    guessed,
  };
  return resolved;
}

export async function fiatOffers(input: FiatOffersQuery): Promise<FiatOffersResponse> {
  const crypto = await getCurrency(input.crypto);
  if (!crypto) throw unknownCurrency('crypto');
  const index = await coverageIndex();
  const query = await resolve(input, crypto, index);
  const wanted = {
    side: query.side,
    crypto: crypto.code,
    country: query.country,
    region: query.region,
    fiat: query.fiat,
  };
  const serving = index.serving(wanted);
  const withMethod = new Set(
    serving.filter((s) => s.fiat.methods.includes(query.method)).map((s) => s.ramp.info.id),
  );
  const otherMethods = [
    ...new Set(serving.flatMap((s) => s.fiat.methods).filter((m) => m !== query.method)),
  ];
  const asked = ramps().filter((provider) => withMethod.has(provider.info.id));
  const [reference, answers] = await Promise.all([
    referencePrice(crypto, query.fiat),
    askAll(asked, query, crypto),
  ]);
  const offers: FiatOffer[] = [];
  const failures: FiatOfferFailure[] = [];
  answers.forEach((answer, i) => {
    const provider = rampView(asked[i]!.info);
    if (answer.ok) {
      const { quote } = answer;
      offers.push({
        provider,
        side: quote.side,
        fiat: quote.fiat,
        crypto: quote.crypto,
        method: quote.method,
        amountIn: quote.amountIn,
        amountOut: quote.amountOut,
        price: quote.price,
        fees: quote.fees,
        totalCost: totalCost(quote, reference?.price ?? null),
        min: quote.min,
        max: quote.max,
        kyc: quote.kyc,
        via: quote.via ?? null,
      });
    } else {
      failures.push({
        provider,
        reason: answer.kind,
        ...(answer.min ? { min: answer.min } : {}),
        ...(answer.max ? { max: answer.max } : {}),
      });
    }
  });
  offers.sort((a, b) => new Big(b.amountOut).cmp(new Big(a.amountOut)));
  return {
    query: {
      side: query.side,
      fiat: query.fiat,
      crypto: crypto.code,
      amount: query.amount,
      country: query.country,
      guessed: query.guessed,
      region: query.region ?? null,
      method: query.method,
    },
    sandbox: asked.length > 0 ? asked.every((p) => p.info.sandbox) : index.sandboxOnly(),
    reference: reference
      ? { price: reference.price.round(2).toString(), asOf: reference.asOf, live: reference.live }
      : null,
    offers,
    failures,
    otherMethods,
  };
}
