// Reference data written at every start by lib/db/seed.ts (an upsert, so editing a value here and
// restarting updates it). The operator's social profiles are configuration (SOCIAL_LINKS,
// lib/brand-links.ts), not seed data.

export interface SeedCoin {
  code: string;
  name: string;
  popularRank: number;
}

export interface SeedPair {
  from: string;
  to: string;
  rank: number;
}

// Both lists are in rank order: a coin's popularRank and a pair's rank are their positions.

/** The coins by popularity: code and name. */
const COINS: readonly (readonly [code: string, name: string])[] = [
  ['BTC', 'Bitcoin'],
  ['ETH', 'Ethereum'],
  ['USDT', 'Tether'],
  ['XRP', 'XRP'],
  ['SOL', 'Solana'],
  ['BNB', 'BNB'],
  ['TRX', 'TRON'],
  ['DOGE', 'Dogecoin'],
  ['LTC', 'Litecoin'],
  ['TON', 'Toncoin'],
  ['ADA', 'Cardano'],
  ['XLM', 'Stellar'],
];

/** The popular pairs, most popular first: from-to. */
const PAIRS: readonly `${string}-${string}`[] = [
  'BTC-ETH',
  'ETH-BTC',
  'BTC-USDT',
  'USDT-BTC',
  'ETH-USDT',
  'XRP-BTC',
  'SOL-USDT',
  'LTC-BTC',
  'DOGE-BTC',
  'TON-USDT',
];

export const seedCoins: readonly SeedCoin[] = COINS.map(([code, name], index) => ({
  code,
  name,
  popularRank: index + 1,
}));

export const seedPairs: readonly SeedPair[] = PAIRS.map((pair, index) => {
  const [from = '', to = ''] = pair.split('-');
  return { from, to, rank: index + 1 };
});
