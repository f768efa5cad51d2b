import { isDocumented } from '../kit/contract';
import type { BridgeInfo } from './contract';
import type { BridgeRouteResult } from './kind';

// A bridge adapter refuses a route whose approval spender or transaction target is not a
// contract its vendor documents on the source chain (info.spenders, compared in any letter
// case), as lib/dex/spenders.ts does for the DEX: the site never asks a wallet to approve or pay
// an address the aggregator does not document. A native-coin route approves nothing, so its
// spender (none) is not looked at; its `tx.to` is, since the value goes wherever `to` says.

/** Whether `address` is a contract the vendor documents on `chainId` (any letter case). */
export function isDocumentedContract(
  info: Pick<BridgeInfo, 'spenders'>,
  chainId: number,
  address: string,
): boolean {
  return isDocumented(info.spenders, chainId, address);
}

/** Why the route must be refused, or null when every contract it names is documented. */
export function undocumentedContract(
  info: Pick<BridgeInfo, 'id' | 'spenders'>,
  chainId: number,
  route: Pick<BridgeRouteResult, 'spender' | 'tx'>,
): string | null {
  const known = (contract: string) => isDocumentedContract(info, chainId, contract);
  if (route.spender !== null && !known(route.spender)) {
    return `spender ${route.spender} is not a documented ${info.id} contract on chain ${chainId}`;
  }
  if (route.tx && !known(route.tx.to)) {
    return `transaction target ${route.tx.to} is not a documented ${info.id} contract on chain ${chainId}`;
  }
  return null;
}
