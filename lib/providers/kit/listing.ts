import type { AssetRef } from './contract';

/**
 * Whether a vendor lists both sides of a pair: each has the vendor's code for it (its network
 * map), and each is in the vendor's list, read (from its cache) only when both map.
 */
export async function listsBoth<Ref extends AssetRef, Asset, List>(
  pair: readonly [Ref, Ref],
  toAsset: (ref: Ref) => Asset | undefined,
  list: () => Promise<List>,
  listed: (list: List, asset: Asset) => boolean,
): Promise<boolean> {
  const from = toAsset(pair[0]);
  const to = toAsset(pair[1]);
  if (!from || !to) return false;
  const current = await list();
  return listed(current, from) && listed(current, to);
}
