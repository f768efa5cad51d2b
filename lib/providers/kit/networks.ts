import type { AssetRef } from './contract';
import { isNative } from './native';

// Our network codes (lib/catalogue) in a vendor's codes. Most vendors name a network the way
// ChangeNOW does (btc, eth, trx, bsc, matic...): SHORT_NETWORK_CODES, with per-vendor overrides
// where a vendor differs. Some list a chain's own coin and its tokens under different codes
// ({ native, tokens }). Adapters still check the vendor's live list before they claim an asset.

/** A vendor's code for one of our networks: one for everything, or one for the coin and one for tokens. */
export type NetworkCode = string | { native: string; tokens: string | null };

export const SHORT_NETWORK_CODES: Readonly<Record<string, NetworkCode>> = {
  bitcoin: 'btc',
  ethereum: 'eth',
  bsc: 'bsc',
  tron: 'trx',
  solana: 'sol',
  polygon: 'matic',
  arbitrum: 'arbitrum',
  optimism: 'op',
  base: 'base',
  avalanche: 'avaxc',
  ton: 'ton',
  ripple: 'xrp',
  stellar: 'xlm',
  litecoin: 'ltc',
  dogecoin: 'doge',
  bitcoincash: 'bch',
  cardano: 'ada',
  polkadot: 'dot',
  cosmos: 'atom',
  monero: 'xmr',
  zcash: 'zec',
  dash: 'dash',
  tezos: 'xtz',
  algorand: 'algo',
  near: 'near',
  aptos: 'apt',
  sui: 'sui',
  hedera: 'hbar',
  eos: 'eos',
  filecoin: 'fil',
  vechain: 'vet',
  kaspa: 'kas',
  ethereumclassic: 'etc',
  cronos: 'cro',
  fantom: 'ftm',
  zksync: 'zksync',
  linea: 'linea',
  celo: 'celo',
  kava: 'kava',
  osmosis: 'osmo',
  injective: 'inj',
  bitcoinsv: 'bsv',
  ravencoin: 'rvn',
  digibyte: 'dgb',
  decred: 'dcr',
  nano: 'xno',
  iota: 'iota',
  neo: 'neo',
  waves: 'waves',
  zilliqa: 'zil',
  icon: 'icx',
  harmony: 'one',
  theta: 'theta',
  multiversx: 'egld',
  flow: 'flow',
  stacks: 'stx',
  sei: 'sei',
};

/**
 * SHORT_NETWORK_CODES in upper case: the vendors that name a network by its coin's ticker
 * (Exolix, LetsExchange: 'BTC', 'TRX', 'MATIC') start from this and override where they differ.
 */
export const TICKER_NETWORK_CODES: Readonly<Record<string, NetworkCode>> = Object.fromEntries(
  Object.entries(SHORT_NETWORK_CODES).map(([network, code]) => [
    network,
    typeof code === 'string'
      ? code.toUpperCase()
      : { native: code.native.toUpperCase(), tokens: code.tokens?.toUpperCase() ?? null },
  ]),
);

interface NetworkMap {
  /** The vendor's network code for this asset; undefined when the vendor has none. */
  of(ref: AssetRef): string | undefined;
}

/** A vendor's network map: a base table and its overrides (null removes a network). */
export function networkMap(
  base: Readonly<Record<string, NetworkCode>>,
  overrides: Readonly<Record<string, NetworkCode | null>> = {},
): NetworkMap {
  const table = new Map<string, NetworkCode>(Object.entries(base));
  for (const [network, code] of Object.entries(overrides)) {
    if (code === null) table.delete(network);
    else table.set(network, code);
  }
  return {
    of(ref) {
      const code = table.get(ref.network);
      if (code === undefined || typeof code === 'string') return code;
      return (isNative(ref) ? code.native : code.tokens) ?? undefined;
    },
  };
}

/**
 * Our network for a vendor's code (matched upper-cased), from its table of ours → theirs: the ramp
 * vendors' coverage lists name each asset's network their way.
 */
export function ourNetworks(
  table: Readonly<Record<string, NetworkCode>>,
): (code: string) => string | undefined {
  const ours = new Map<string, string>(
    Object.entries(table).flatMap(([network, code]) =>
      typeof code === 'string'
        ? [[code, network] as const]
        : [code.native, code.tokens].flatMap((c) => (c ? [[c, network] as const] : [])),
    ),
  );
  return (code) => ours.get(code.toUpperCase());
}
