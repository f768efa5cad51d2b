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

export const seedCoins: readonly SeedCoin[] = [
  { code: 'BTC', name: 'Bitcoin', popularRank: 1 },
  { code: 'ETH', name: 'Ethereum', popularRank: 2 },
  { code: 'USDT', name: 'Tether', popularRank: 3 },
  { code: 'XRP', name: 'XRP', popularRank: 4 },
  { code: 'SOL', name: 'Solana', popularRank: 5 },
  { code: 'BNB', name: 'BNB', popularRank: 6 },
  { code: 'TRX', name: 'TRON', popularRank: 7 },
  { code: 'DOGE', name: 'Dogecoin', popularRank: 8 },
  { code: 'LTC', name: 'Litecoin', popularRank: 9 },
  { code: 'TON', name: 'Toncoin', popularRank: 10 },
  { code: 'ADA', name: 'Cardano', popularRank: 11 },
  { code: 'XLM', name: 'Stellar', popularRank: 12 },
];

export const seedPairs: readonly SeedPair[] = [
  { from: 'BTC', to: 'ETH', rank: 1 },
  { from: 'ETH', to: 'BTC', rank: 2 },
  { from: 'BTC', to: 'USDT', rank: 3 },
  { from: 'USDT', to: 'BTC', rank: 4 },
  { from: 'ETH', to: 'USDT', rank: 5 },
  { from: 'XRP', to: 'BTC', rank: 6 },
  { from: 'SOL', to: 'USDT', rank: 7 },
  { from: 'LTC', to: 'BTC', rank: 8 },
  { from: 'DOGE', to: 'BTC', rank: 9 },
  { from: 'TON', to: 'USDT', rank: 10 },
];
