import { ProviderError } from '../errors';
import type { CurrencyRef, RateType } from '../types';
import { isNative } from '../shared/native';
import type { StealthexCurrency } from './schema';

// Our asset-network → StealthEX's { symbol, network }. StealthEX lists a chain's own coin under
// `mainnet` for most chains but under the chain's name for some (BNB on bsc, AVAX on avax-c,
// ETH on each L2), and tokens under a separate token network ('eth' for ERC-20, 'trx' for TRC-20,
// 'matic' for Polygon). Checked against GET /v4/currencies; supports() confirms each pair there.

interface ChainCodes {
  /** [symbol, network] of the chain's own coin. */
  native: readonly [string, string];
  /** Network StealthEX lists the chain's tokens under; null when it lists none. */
  tokens: string | null;
}

const main = (symbol: string, tokens: string | null = null): ChainCodes => ({
  native: [symbol, 'mainnet'],
  tokens,
});

export const STEALTHEX_NETWORKS: Readonly<Record<string, ChainCodes>> = {
  bitcoin: main('btc'),
  ethereum: main('eth', 'eth'),
  bsc: { native: ['bnb', 'bsc'], tokens: 'bsc' },
  tron: main('trx', 'trx'),
  solana: main('sol', 'sol'),
  polygon: main('pol', 'matic'),
  arbitrum: { native: ['eth', 'arbitrum'], tokens: 'arbitrum' },
  optimism: { native: ['eth', 'optimism'], tokens: 'optimism' },
  base: { native: ['eth', 'base'], tokens: 'base' },
  zksync: { native: ['eth', 'zksync'], tokens: 'zksync' },
  linea: { native: ['eth', 'linea'], tokens: 'linea' },
  avalanche: { native: ['avax', 'avax-c'], tokens: 'avax-c' },
  ton: main('ton', 'ton'),
  ripple: main('xrp', 'xrp'),
  stellar: main('xlm', 'xlm'),
  litecoin: main('ltc'),
  dogecoin: main('doge'),
  bitcoincash: main('bch'),
  bitcoinsv: main('bsv'),
  cardano: main('ada', 'ada'),
  polkadot: main('dot'),
  cosmos: main('atom'),
  osmosis: { native: ['osmo', 'cosmos'], tokens: null },
  monero: main('xmr'),
  zcash: main('zec'),
  dash: main('dash'),
  tezos: main('xtz', 'xtz'),
  algorand: main('algo', 'algo'),
  near: main('near'),
  aptos: main('apt'),
  sui: main('sui', 'sui'),
  hedera: main('hbar'),
  // EOS became Vaulta; StealthEX lists it under the new symbol.
  eos: main('a'),
  filecoin: main('fil'),
  vechain: main('vet'),
  kaspa: main('kas'),
  ethereumclassic: main('etc'),
  cronos: main('cro'),
  celo: main('celo', 'celo'),
  kava: main('kava'),
  injective: main('inj'),
  digibyte: main('dgb'),
  decred: main('dcr'),
  nano: main('xno'),
  iota: main('iota'),
  neo: main('neo'),
  waves: main('waves'),
  zilliqa: main('zil'),
  icon: main('icx'),
  harmony: main('one'),
  theta: main('theta'),
  multiversx: main('egld'),
  flow: main('flow'),
  stacks: main('stx'),
  sei: main('sei'),
};

export interface StealthexAsset {
  symbol: string;
  network: string;
}

export function toStealthexAsset(ref: CurrencyRef): StealthexAsset {
  const chain = STEALTHEX_NETWORKS[ref.network];
  if (chain && isNative(ref)) return { symbol: chain.native[0], network: chain.native[1] };
  if (chain?.tokens) return { symbol: ref.ticker.toLowerCase(), network: chain.tokens };
  throw new ProviderError(
    'stealthex',
    'pair_unavailable',
    `no StealthEX code for ${ref.ticker} on ${ref.network}`,
  );
}

export function listed(
  list: readonly StealthexCurrency[],
  asset: StealthexAsset,
  rateType: RateType,
): boolean {
  return list.some(
    (c) =>
      c.symbol.toLowerCase() === asset.symbol &&
      c.network.toLowerCase() === asset.network &&
      c.rates.includes(rateType),
  );
}
