import { compareDecimal } from '@/lib/decimal';
import { isNative } from '../../kit/native';
import { mapStatus, type StatusTable } from '../../kit/status';
import type { CurrencyRef, ProviderSwap, RateType, SwapStatus } from '../contract';
import type { StealthexCurrency, StealthexExchange } from './schema';

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

const STEALTHEX_NETWORKS: Readonly<Record<string, ChainCodes>> = {
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

/** StealthEX's codes for our currency; undefined when it has none. */
export function toStealthexAsset(ref: CurrencyRef): StealthexAsset | undefined {
  const chain = STEALTHEX_NETWORKS[ref.network];
  if (chain && isNative(ref)) return { symbol: chain.native[0], network: chain.native[1] };
  if (chain?.tokens) return { symbol: ref.ticker.toLowerCase(), network: chain.tokens };
  return undefined;
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

/** Every value of Exchange.status in the v4 reference; 'verifying' is its AML/KYC hold. */
const STEALTHEX_STATUSES = {
  waiting: 'waiting',
  confirming: 'confirming',
  exchanging: 'exchanging',
  sending: 'sending',
  verifying: 'on_hold',
  finished: 'finished',
  failed: 'failed',
  refunded: 'refunded',
  expired: 'expired',
} as const satisfies StatusTable<SwapStatus>;

/** `amount` is what actually moved (0 until then), `expected_amount` what was agreed. */
function actualOrExpected(side: StealthexExchange['deposit']): string {
  if (side.amount && compareDecimal(side.amount, '0') > 0) return side.amount;
  return side.expected_amount ?? side.amount ?? '0';
}

export function toProviderSwap(exchange: StealthexExchange): ProviderSwap {
  return {
    providerSwapId: exchange.id,
    status: mapStatus('stealthex', STEALTHEX_STATUSES, exchange.status, 'waiting'),
    providerStatus: exchange.status,
    depositAddress: exchange.deposit.address,
    depositExtraId: exchange.deposit.extra_id,
    amountFrom: actualOrExpected(exchange.deposit),
    amountTo: actualOrExpected(exchange.withdrawal),
    payoutAddress: exchange.withdrawal.address,
    payoutExtraId: exchange.withdrawal.extra_id,
    refundAddress: exchange.refund_address ?? exchange.refund?.address ?? null,
    depositHash: exchange.deposit.tx_hash ?? null,
    payoutHash: exchange.withdrawal.tx_hash ?? null,
    expiresAt: exchange.expires_at ?? null,
  };
}
