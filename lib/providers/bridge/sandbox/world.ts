import type { Big } from 'big.js';
import type { TokenRef } from '../../kit/contract';

// What the simulated bridges need from outside, handed in where the registry is wired
// (lib/bridge/world.ts): providers import no domain module, so the chains, the reference prices,
// which catalogue asset a token is, the token they bridge between different assets, the
// configured sandbox router and the clock arrive through this.

export interface SandboxBridgeWorld {
  /** The chains (EIP-155 ids) the sandbox bridges between: the DEX chains. */
  chains: readonly number[];
  /** The USD reference price of one whole token; undefined when it has none (no route then). */
  usdPrice(token: TokenRef): Promise<Big | undefined>;
  /**
   * The catalogue asset a token is (its ticker: ETH and WETH are both "eth"), or null: the same
   * asset on both sides crosses in one bridge step, different ones swap through bridgeAsset.
   */
  assetOf(token: TokenRef): string | null;
  /** The token crossed between different assets (USDC) on a chain, or null when it has none. */
  bridgeAsset(chainId: number): TokenRef | null;
  /**
   * The SandboxRouter (DEX_SANDBOX_ROUTER) a route with a sender deposits into on the source
   * chain, or null: routes then carry no transaction (they compare, not send).
   */
  router(): string | null;
  /** Milliseconds since the epoch: the status simulation runs on it. */
  now(): number;
}
