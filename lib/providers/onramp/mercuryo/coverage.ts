import 'server-only';
import type { CryptoCoverage, RampCoverage, RampSide } from '../contract';
import type { MercuryoClient } from './client';
import { methodsFor, ourNetwork } from './mapping';

// What Mercuryo serves, from its public lists (each kept an hour by the client): the card
// countries (both sides: the off-ramp countries are not listed apart), the fiat and crypto
// tickers per side, and every crypto's networks and contracts from lib/currencies.

const COUNTRY = /^[A-Z]{2}$/;

export async function mercuryoCoverage(client: MercuryoClient): Promise<RampCoverage> {
  const [countries, currencies, buy, sell] = await Promise.all([
    client.countries.get(),
    client.currencies.get(),
    client.listed.buy.get(),
    client.listed.sell.get(),
  ]);
  const codes = countries.data.map((code) => code.toUpperCase()).filter((c) => COUNTRY.test(c));
  const listed: Record<RampSide, Set<string>> = {
    buy: new Set(buy.data.map((code) => code.toUpperCase())),
    sell: new Set(sell.data.map((code) => code.toUpperCase())),
  };
  const sidesOf = (code: string) => (['buy', 'sell'] as const).filter((s) => listed[s].has(code));

  const fiats = currencies.data.fiat
    .map((code) => code.toUpperCase())
    .flatMap((code) => {
      const sides = sidesOf(code);
      if (sides.length === 0) return [];
      const listed = currencies.data.fiat_payment_methods;
      const limits = listed?.[code]?.limits;
      return [
        {
          code,
          sides,
          methods: methodsFor(code, sides, listed),
          ...(limits ? { min: limits.min ?? null, max: limits.max ?? null } : {}),
        },
      ];
    });

  const cryptos: CryptoCoverage[] = currencies.data.config.crypto_currencies.flatMap((asset) => {
    const network = ourNetwork(asset.network);
    const ticker = asset.currency.toUpperCase();
    const sides = sidesOf(ticker);
    if (!network || sides.length === 0) return [];
    return [{ ticker, network, contract: asset.contract || undefined, sides }];
  });

  const place = { countries: codes };
  return { buy: place, sell: place, fiats, cryptos };
}
