import data from './data/networks.json';
import type { Network } from './types';

// Every network the catalogue knows, in display order: data (data/networks.json, whose shape
// tests/unit/catalogue/data.test.ts checks). Pure data (no server imports), so the browser can use
// it too. Explorer templates take {hash} or {address}; an empty template means the network has no
// public page for that (Monero addresses).

// The file's memo labels and formats are strings to TypeScript; the test holds them to MemoRule.
export const NETWORKS = data.networks as readonly Network[];

const byCode = new Map(NETWORKS.map((network) => [network.code, network]));

export function getNetwork(code: string): Network | null {
  return byCode.get(code) ?? null;
}

/** Human-readable part of bech32 addresses for networks whose addressKind is 'bech32'. */
export const BECH32_PREFIXES: Readonly<
  Record<string, { hrp: string; lengths: readonly number[] }>
> = {
  cosmos: { hrp: 'cosmos', lengths: [20, 32] },
  osmosis: { hrp: 'osmo', lengths: [20, 32] },
  kava: { hrp: 'kava', lengths: [20, 32] },
  injective: { hrp: 'inj', lengths: [20, 32] },
  sei: { hrp: 'sei', lengths: [20, 32] },
  zilliqa: { hrp: 'zil', lengths: [20] },
  multiversx: { hrp: 'erd', lengths: [32] },
};
