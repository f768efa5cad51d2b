import { ProviderError } from '../errors';
import type { CurrencyRef } from '../types';
import { isNative } from '../shared/native';
import type { LetsexchangeCoin } from './schema';

// Our asset-network → LetsExchange coin code (upper-case ticker) + network code, as listed by
// GET /v2/coins. Most chains use one code for their coin and their tokens; Ethereum, Tron and
// BNB Smart Chain list the coin under its own ticker and tokens under ERC20 / TRC20 / BEP20.
// supports() confirms every pair against the live list.

type Codes = { native: string; tokens: string };
const same = (code: string): Codes => ({ native: code, tokens: code });

export const LETSEXCHANGE_NETWORKS: Readonly<Record<string, Codes>> = {
  bitcoin: same('BTC'),
  ethereum: { native: 'ETH', tokens: 'ERC20' },
  bsc: { native: 'BNB', tokens: 'BEP20' },
  tron: { native: 'TRX', tokens: 'TRC20' },
  solana: same('SOL'),
  polygon: same('POL'),
  arbitrum: same('ARBITRUM'),
  optimism: same('OPTIMISM'),
  base: same('BASE'),
  avalanche: same('AVAXC'),
  zksync: same('ZKSERA'),
  linea: same('LINEA'),
  ton: same('TON'),
  ripple: same('XRP'),
  stellar: same('XLM'),
  litecoin: same('LTC'),
  dogecoin: same('DOGE'),
  bitcoincash: same('BCH'),
  bitcoinsv: same('BSV'),
  cardano: same('ADA'),
  polkadot: same('DOT'),
  cosmos: same('ATOM'),
  osmosis: same('OSMO'),
  monero: same('XMR'),
  zcash: same('ZEC'),
  dash: same('DASH'),
  tezos: same('XTZ'),
  algorand: same('ALGO'),
  near: same('NEAR'),
  aptos: same('APT'),
  sui: same('SUI'),
  hedera: same('HBAR'),
  eos: same('EOS'),
  filecoin: same('FIL'),
  vechain: same('VET'),
  kaspa: same('KAS'),
  ethereumclassic: same('ETC'),
  cronos: same('CRO'),
  fantom: same('FTM'),
  celo: same('CELO'),
  kava: same('KAVA'),
  injective: same('INJ'),
  ravencoin: same('RVN'),
  digibyte: same('DGB'),
  decred: same('DCR'),
  nano: same('XNO'),
  iota: same('IOTA'),
  neo: same('NEO'),
  waves: same('WAVES'),
  zilliqa: same('ZIL'),
  icon: same('ICX'),
  harmony: same('ONE'),
  theta: same('THETA'),
  multiversx: same('EGLD'),
  flow: same('FLOW'),
  stacks: same('STX'),
  sei: same('SEI'),
};

export interface LetsexchangeAsset {
  coin: string;
  network: string;
}

export function toLetsexchangeAsset(ref: CurrencyRef): LetsexchangeAsset {
  const codes = LETSEXCHANGE_NETWORKS[ref.network];
  if (!codes) {
    throw new ProviderError(
      'letsexchange',
      'pair_unavailable',
      `no LetsExchange network for ${ref.network}`,
    );
  }
  return {
    coin: ref.ticker.toUpperCase(),
    network: isNative(ref) ? codes.native : codes.tokens,
  };
}

export function listed(list: readonly LetsexchangeCoin[], asset: LetsexchangeAsset): boolean {
  const coin = list.find((c) => c.code.toUpperCase() === asset.coin && c.is_active);
  return !!coin?.networks.some((n) => n.code.toUpperCase() === asset.network && n.is_active);
}
