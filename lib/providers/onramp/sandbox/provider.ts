import { Big } from 'big.js';
import { ProviderError } from '../../kit/errors';
import { sandboxInfo } from '../../kit/sandbox';
import type {
  FiatCoverage,
  PaymentMethod,
  PlaceCoverage,
  RampCheckout,
  RampCheckoutRequest,
  RampCoverage,
  RampInfo,
  RampKycLevel,
  RampProvider,
  RampQuote,
  RampQuoteRequest,
  RampSide,
} from '../contract';
import { SANDBOX_RAMPS, type SandboxRampProfile } from './profiles';
import type { SandboxRampWorld } from './world';

// A simulated ramp: coverage from its profile's rules over the ISO lists, deterministic quotes
// from the reference prices (the same request and prices give the same answer), the refusals a
// real ramp answers, and a checkout on this site's sandbox page, where nothing is charged.

/** Fiat amounts to the cent (minor units are the page's business: it formats them). */
const FIAT_PLACES = 2;
const CRYPTO_PLACES = 8;

const text = (value: Big, places: number) => value.round(places, Big.roundDown).toString();

export class SandboxRamp implements RampProvider {
  readonly info: RampInfo;

  constructor(
    private readonly profile: SandboxRampProfile,
    private readonly world: SandboxRampWorld,
  ) {
    this.info = {
      ...sandboxInfo(profile),
      sides: profile.sides,
      eta: profile.eta,
      kyc: profile.kyc.level,
      checkout: 'signed_url',
    };
  }

  private fail(
    kind: ConstructorParameters<typeof ProviderError>[1],
    message: string,
    min?: string,
    max?: string,
  ) {
    return new ProviderError(this.profile.id, kind, message, { min, max });
  }

  private countries(side: RampSide): string[] {
    const rule = this.profile.countries[side];
    if (!this.profile.sides.includes(side) || rule === null) return [];
    const excluded = new Set(this.profile.excluded);
    const included = (country: string) => {
      if (rule === 'all') return true;
      if ('only' in rule) return rule.only.includes(country);
      const currency = this.world.currencyOf(country);
      return currency !== undefined && rule.currencies.includes(currency);
    };
    return this.world.countries.filter((c) => !excluded.has(c) && included(c));
  }

  private place(side: RampSide): PlaceCoverage {
    const blocked = this.profile.blockedRegions[side] ?? [];
    const regions: Record<string, { blocked: string[] }> = {};
    for (const region of blocked) {
      const country = region.slice(0, 2);
      (regions[country] ??= { blocked: [] }).blocked.push(region);
    }
    return { countries: this.countries(side), regions };
  }

  private fiatsFor(countries: readonly string[]): string[] {
    const served = new Set(this.world.fiats);
    const codes = new Set<string>(this.profile.fiats.extra);
    if (this.profile.fiats.local) {
      for (const country of countries) {
        const currency = this.world.currencyOf(country);
        if (currency) codes.add(currency);
      }
    }
    return [...codes].filter((code) => served.has(code) && this.world.fiatPerUsd(code)).sort();
  }

  private methods(fiat: string): PaymentMethod[] {
    return [...this.profile.methods, ...(this.profile.methodsFor[fiat] ?? [])];
  }

  async coverage(): Promise<RampCoverage> {
    const buy = this.place('buy');
    const sell = this.place('sell');
    const buyFiats = new Set(this.fiatsFor(buy.countries));
    const sellFiats = new Set(this.fiatsFor(sell.countries));
    const fiats: FiatCoverage[] = [...new Set([...buyFiats, ...sellFiats])].sort().map((code) => {
      const perUsd = this.world.fiatPerUsd(code) ?? new Big(1);
      return {
        code,
        sides: (['buy', 'sell'] as const).filter((side) =>
          (side === 'buy' ? buyFiats : sellFiats).has(code),
        ),
        methods: this.methods(code),
        min: text(perUsd.times(this.profile.minUsd), FIAT_PLACES),
        max: text(perUsd.times(this.profile.maxUsd), FIAT_PLACES),
      };
    });
    const unlisted = new Set(this.profile.unlisted);
    const coins = await this.world.coins();
    const priced = await Promise.all(
      coins.map(async (coin) => ((await this.world.usdPrice(coin.ticker)) ? coin : null)),
    );
    const cryptos = priced
      .filter((coin) => coin !== null && !unlisted.has(coin.ticker))
      .map((coin) => ({ ticker: coin!.ticker, network: coin!.network, sides: this.profile.sides }));
    return { buy, sell, fiats, cryptos };
  }

  /** Refuses what a real ramp would refuse, in the order a real one checks. */
  private checkServed(request: RampQuoteRequest) {
    const { side, place, fiat, method, crypto } = request;
    if (!this.profile.sides.includes(side)) {
      throw this.fail('pair_unavailable', `${this.profile.name} does not ${side}`);
    }
    const coverage = this.place(side);
    const blocked =
      place.region && coverage.regions?.[place.country]?.blocked?.includes(place.region);
    if (!coverage.countries.includes(place.country) || blocked) {
      throw this.fail('place_unavailable', `${place.region ?? place.country} is not served`);
    }
    if (!this.fiatsFor(coverage.countries).includes(fiat)) {
      throw this.fail('pair_unavailable', `${fiat} is not offered`);
    }
    if (!this.methods(fiat).includes(method)) {
      throw this.fail('pair_unavailable', `${method} is not offered for ${fiat}`);
    }
    if (this.profile.unlisted.includes(crypto.ticker.toUpperCase())) {
      throw this.fail('pair_unavailable', `${crypto.ticker} is not listed`);
    }
  }

  async quote(request: RampQuoteRequest): Promise<RampQuote> {
    this.checkServed(request);
    const { side, fiat, method, crypto } = request;
    const perUsd = this.world.fiatPerUsd(fiat);
    const usd = await this.world.usdPrice(crypto.ticker);
    if (!perUsd || !usd)
      throw this.fail('pair_unavailable', `no reference price for ${crypto.ticker} in ${fiat}`);
    const reference = usd.times(perUsd);
    const price = reference.times(
      side === 'buy' ? 1 + this.profile.spread : 1 - this.profile.spread,
    );
    const fee = this.profile.fees[method] ?? this.profile.fees.default;
    const amount = new Big(request.amount);
    // Limits are on the amount paid: fiat for buy, the coins' value for sell.
    const paidUsd = side === 'buy' ? amount.div(perUsd) : amount.times(usd);
    const toInput = (limitUsd: number) =>
      side === 'buy'
        ? text(perUsd.times(limitUsd), FIAT_PLACES)
        : text(new Big(limitUsd).div(usd), CRYPTO_PLACES);
    const min = toInput(this.profile.minUsd);
    const max = toInput(this.profile.maxUsd);
    if (paidUsd.lt(this.profile.minUsd))
      throw this.fail('amount_too_low', `below ${min}`, min, max);
    if (paidUsd.gt(this.profile.maxUsd))
      throw this.fail('amount_too_high', `above ${max}`, min, max);

    const gross = side === 'buy' ? amount : amount.times(price);
    const providerFee = gross.times(fee.rate).plus(perUsd.times(fee.fixedUsd));
    const networkUsd = SANDBOX_RAMPS.networkFeeUsd(crypto.network);
    // Buying: the ramp sends the coins and charges the network fee; selling: the visitor sends.
    const networkFee = side === 'buy' ? perUsd.times(networkUsd) : new Big(0);
    const net = gross.minus(providerFee).minus(networkFee);
    if (net.lte(0)) throw this.fail('amount_too_low', `fees exceed ${request.amount}`, min, max);
    const amountOut = side === 'buy' ? text(net.div(price), CRYPTO_PLACES) : text(net, FIAT_PLACES);
    return {
      provider: this.profile.id,
      side,
      fiat,
      crypto: crypto.code,
      method,
      amountIn: request.amount,
      amountOut,
      price: text(price, FIAT_PLACES),
      fees: {
        provider: text(providerFee, FIAT_PLACES),
        network: side === 'buy' ? text(networkFee, FIAT_PLACES) : null,
        partner: '0',
      },
      min,
      max,
      kyc: this.kycFor(paidUsd),
    };
  }

  private kycFor(paidUsd: Big): RampKycLevel {
    const { level, above } = this.profile.kyc;
    return above && paidUsd.gt(above.usd) ? above.level : level;
  }

  async checkout(request: RampCheckoutRequest): Promise<RampCheckout> {
    const quote = await this.quote(request);
    const url = this.world.checkoutUrl({
      provider: this.profile.id,
      providerName: this.profile.name,
      side: request.side,
      fiat: request.fiat,
      crypto: request.crypto.code,
      amountIn: quote.amountIn,
      amountOut: quote.amountOut,
      address: request.walletAddress,
      locale: request.locale,
    });
    return { url };
  }
}
