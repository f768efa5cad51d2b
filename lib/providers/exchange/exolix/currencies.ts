import { ProviderError } from '../errors';
import type { CurrencyRef } from '../types';
import type { ExolixCurrency } from './schema';

// Our network code → Exolix network code (GET /currencies?withNetworks=true lists each coin's
// networks as { network: 'TRX', name: 'Tron' }). Exolix uses one code per chain for the coin
// and its tokens (USDT on 'TRX', 'ETH', 'BSC'), and the coin code is the upper-case ticker.
// supports() confirms each pair against the live list.

export const EXOLIX_NETWORKS: Readonly<Record<string, string>> = {
  bitcoin: 'BTC',
  ethereum: 'ETH',
  bsc: 'BSC',
  tron: 'TRX',
  solana: 'SOL',
  polygon: 'POLYGON',
  arbitrum: 'ARBITRUM',
  optimism: 'OPTIMISM',
  base: 'BASE',
  avalanche: 'AVAXC',
  zksync: 'ZKSYNC',
  linea: 'LINEA',
  ton: 'TON',
  ripple: 'XRP',
  stellar: 'XLM',
  litecoin: 'LTC',
  dogecoin: 'DOGE',
  bitcoincash: 'BCH',
  bitcoinsv: 'BSV',
  cardano: 'ADA',
  polkadot: 'DOT',
  cosmos: 'ATOM',
  osmosis: 'OSMO',
  monero: 'XMR',
  zcash: 'ZEC',
  dash: 'DASH',
  tezos: 'XTZ',
  algorand: 'ALGO',
  near: 'NEAR',
  aptos: 'APT',
  sui: 'SUI',
  hedera: 'HBAR',
  eos: 'EOS',
  filecoin: 'FIL',
  vechain: 'VET',
  kaspa: 'KAS',
  ethereumclassic: 'ETC',
  cronos: 'CRO',
  fantom: 'FTM',
  celo: 'CELO',
  kava: 'KAVA',
  injective: 'INJ',
  ravencoin: 'RVN',
  digibyte: 'DGB',
  decred: 'DCR',
  nano: 'XNO',
  iota: 'IOTA',
  neo: 'NEO',
  waves: 'WAVES',
  zilliqa: 'ZIL',
  icon: 'ICX',
  harmony: 'ONE',
  theta: 'THETA',
  multiversx: 'EGLD',
  flow: 'FLOW',
  stacks: 'STX',
  sei: 'SEI',
};

export interface ExolixAsset {
  coin: string;
  network: string;
}

export function toExolixAsset(ref: CurrencyRef): ExolixAsset {
  const network = EXOLIX_NETWORKS[ref.network];
  if (!network) {
    throw new ProviderError('exolix', 'pair_unavailable', `no Exolix network for ${ref.network}`);
  }
  return { coin: ref.ticker.toUpperCase(), network };
}

export function listed(list: readonly ExolixCurrency[], asset: ExolixAsset): boolean {
  const coin = list.find((c) => c.code.toUpperCase() === asset.coin);
  return !!coin?.networks.some((n) => n.network.toUpperCase() === asset.network);
}
