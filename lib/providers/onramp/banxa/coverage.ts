import 'server-only';
import { compareDecimal } from '@/lib/decimal';
import type {
  CryptoCoverage,
  FiatCoverage,
  PaymentMethod,
  Place,
  PlaceCoverage,
  RampCoverage,
  RampSide,
} from '../contract';
import type { BanxaClient } from './client';
import { limitsOf, ourMethod, ourNetwork, serves } from './mapping';

// What Banxa serves, from its lists (each kept an hour by the client): countries and US states,
// fiats and coins per order type, and payment methods with their limits. Banxa's country list
// does not differ by side, so both sides get it.

const COUNTRY = /^[A-Z]{2}$/;

async function places(client: BanxaClient): Promise<PlaceCoverage> {
  const [countries, states] = await Promise.all([client.countries.get(), client.usStates.get()]);
  const codes = countries.data.countries
    .map((country) => country.country_code.toUpperCase())
    .filter((code) => COUNTRY.test(code));
  if (!codes.includes('US')) return { countries: codes };
  const allowed = states.data.states.map((state) => `US-${state.state_code.toUpperCase()}`);
  return { countries: codes, regions: { US: { allowed } } };
}

/** Refuses a place Banxa's lists do not name: a US state must be on its state list. */
export async function assertPlace(client: BanxaClient, place: Place): Promise<void> {
  const served = await places(client);
  if (!served.countries.includes(place.country)) {
    throw client.fail('place_unavailable', `country ${place.country} not served`);
  }
  const allowed = served.regions?.[place.country]?.allowed;
  if (place.region && allowed && !allowed.includes(place.region)) {
    throw client.fail('place_unavailable', `region ${place.region} not served`);
  }
}

const lower = (a: string | null, b: string | null) =>
  a === null || (b !== null && compareDecimal(b, a) < 0) ? b : a;
const higher = (a: string | null, b: string | null) =>
  a === null || (b !== null && compareDecimal(b, a) > 0) ? b : a;

/**
 * Coins whose sell methods stand for all: Banxa names sell methods only per coin sold, and one
 * call per listed coin every hour would be dozens. The most sold coins it lists are asked.
 */
export const SELL_PROBES = ['BTC', 'ETH', 'USDT'] as const;

async function sellMethods(client: BanxaClient) {
  const listed = (await client.coins.sell.get()).data.coins.map((c) => c.coin_code.toUpperCase());
  const common = SELL_PROBES.filter((coin) => listed.includes(coin));
  // A list without any of them (a partner set up for other coins): its first few stand in.
  const probes = common.length > 0 ? common : listed.slice(0, SELL_PROBES.length);
  const lists = await Promise.all(probes.map((coin) => client.sellMethods(coin)));
  const byId = new Map(lists.flatMap((list) => list.data.payment_methods).map((m) => [m.id, m]));
  return [...byId.values()];
}

async function fiats(client: BanxaClient): Promise<FiatCoverage[]> {
  const [buy, sell, buyMethods, sellSide] = await Promise.all([
    client.fiats.buy.get(),
    client.fiats.sell.get(),
    client.paymentMethods.get(),
    sellMethods(client),
  ]);
  const methods = { data: { payment_methods: [...buyMethods.data.payment_methods, ...sellSide] } };
  const sidesOf = new Map<string, RampSide[]>();
  for (const [side, list] of [
    ['buy', buy],
    ['sell', sell],
  ] as const) {
    for (const fiat of list.data.fiats) {
      const code = fiat.fiat_code.toUpperCase();
      sidesOf.set(code, [...(sidesOf.get(code) ?? []), side]);
    }
  }
  return [...sidesOf].map(([code, sides]) => {
    const serving = methods.data.payment_methods.filter((method) =>
      sides.some((side) => serves(method, side, code)),
    );
    const mapped = serving.map(ourMethod).filter((m): m is PaymentMethod => m !== undefined);
    let min: string | null = null;
    let max: string | null = null;
    for (const method of serving) {
      const limits = limitsOf(method, code);
      min = lower(min, limits.min);
      max = higher(max, limits.max);
    }
    return { code, sides, methods: [...new Set(mapped)], min, max };
  });
}

async function cryptos(client: BanxaClient): Promise<CryptoCoverage[]> {
  const lists = await Promise.all([client.coins.buy.get(), client.coins.sell.get()]);
  const found = new Map<string, CryptoCoverage & { sides: RampSide[] }>();
  lists.forEach((list, index) => {
    const side: RampSide = index === 0 ? 'buy' : 'sell';
    for (const coin of list.data.coins) {
      const ticker = coin.coin_code.toUpperCase();
      for (const chain of coin.blockchains ?? []) {
        const network = ourNetwork(chain.code);
        if (!network) continue;
        const key = `${ticker}:${network}`;
        const entry = found.get(key) ?? { ticker, network, sides: [] };
        entry.sides.push(side);
        found.set(key, entry);
      }
    }
  });
  return [...found.values()];
}

export async function banxaCoverage(client: BanxaClient): Promise<RampCoverage> {
  const [served, fiatList, cryptoList] = await Promise.all([
    places(client),
    fiats(client),
    cryptos(client),
  ]);
  return { buy: served, sell: served, fiats: fiatList, cryptos: cryptoList };
}
