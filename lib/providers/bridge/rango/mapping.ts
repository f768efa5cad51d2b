import {
  addDecimal,
  divideDecimal,
  fromBaseUnits,
  multiplyDecimal,
  toDecimal,
} from '@/lib/decimal';
import type { TokenRef } from '../../kit/contract';
import { EEEE_NATIVE } from '../../dex/vendor';
import type { BridgeStep } from '../contract';
import type { RangoFee, RangoPath, RangoRoute, RangoToken } from './schema';

// Rango names chains by its own blockchain codes and a token by BLOCKCHAIN--address (the
// chain's own coin by the code alone: "Blockchain.Symbol or simply Blockchain", Rango's
// Terminology page). Its fees carry their token and USD price, so the route's USD costs are
// computed here: what the wallet pays beside the amount (FROM_SOURCE_WALLET, and the rare
// FROM_DESTINATION_WALLET) apart from what is already out of the output (DECREASE_FROM_OUTPUT).

/** Our chain ids and Rango's blockchain codes (its /basic/meta `name`). */
const BLOCKCHAINS: Readonly<Record<number, string>> = {
  1: 'ETH',
  56: 'BSC',
  137: 'POLYGON',
  42161: 'ARBITRUM',
  10: 'OPTIMISM',
};

export function rangoBlockchain(chainId: number): string | undefined {
  return BLOCKCHAINS[chainId];
}

export function rangoAsset(ref: TokenRef): string | undefined {
  const chain = rangoBlockchain(ref.chainId);
  if (!chain) return undefined;
  return ref.native ? chain : `${chain}--${ref.address.toLowerCase()}`;
}

/** The chain id of a Rango token: its `chainId` when given, else its blockchain code. */
export function chainIdOf(token: RangoToken): number | null {
  const id = Number(token.chainId);
  if (Number.isSafeInteger(id) && id > 0) return id;
  const found = Object.entries(BLOCKCHAINS).find(([, code]) => code === token.blockchain);
  return found ? Number(found[0]) : null;
}

/** A Rango token as our contract names it (the native coin by the 0xEeee… sentinel). */
export function tokenRef(token: RangoToken): TokenRef | null {
  const chainId = chainIdOf(token);
  if (chainId === null) return null;
  const native = !token.address;
  return { chainId, address: token.address ?? EEEE_NATIVE, decimals: token.decimals, native };
}

/** The route's hops: its internal path when Rango gives one, else its one swapper. */
export function stepsOf(route: RangoRoute): BridgeStep[] {
  const step = (hop: Pick<RangoPath, 'from' | 'to' | 'swapper'>, type: string): BridgeStep => {
    const fromChainId = chainIdOf(hop.from) ?? 0;
    const toChainId = chainIdOf(hop.to) ?? 0;
    const bridge = type === 'BRIDGE' || fromChainId !== toChainId;
    return { kind: bridge ? 'bridge' : 'swap', tool: hop.swapper.title, fromChainId, toChainId };
  };
  if (route.path?.length) return route.path.map((hop) => step(hop, hop.swapperType));
  return [step(route, route.swapper.types?.includes('BRIDGE') ? 'BRIDGE' : 'DEX')];
}

function usdOf(fee: RangoFee): string | null {
  const price = fee.token.usdPrice;
  if (price === null || price === undefined) return null;
  const usd = toDecimal(price);
  return usd === null ? null : multiplyDecimal(fromBaseUnits(fee.amount, fee.token.decimals), usd);
}

/** The sum in USD of these fees, to the cent's hundredth; null when none, or one has no price. */
function totalUsd(fees: readonly RangoFee[]): string | null {
  if (fees.length === 0) return null;
  let sum = '0';
  for (const fee of fees) {
    const usd = usdOf(fee);
    if (usd === null) return null;
    sum = addDecimal(sum, usd);
  }
  return divideDecimal(sum, '1', { places: 4 });
}

export function feesUsd(route: RangoRoute): {
  gasCostUsd: string | null;
  includedFeesUsd: string | null;
} {
  const included = route.fee.filter((fee) => fee.expenseType === 'DECREASE_FROM_OUTPUT');
  const paid = route.fee.filter((fee) => fee.expenseType !== 'DECREASE_FROM_OUTPUT');
  return { gasCostUsd: totalUsd(paid), includedFeesUsd: totalUsd(included) };
}

/** ERC-20 approve(address,uint256): the spender an approval's call data names, or null. */
export function approvedSpender(data: string): string | null {
  const match = /^0x095ea7b3[0-9a-fA-F]{24}([0-9a-fA-F]{40})[0-9a-fA-F]{64}$/.exec(data);
  return match ? `0x${match[1]}` : null;
}
