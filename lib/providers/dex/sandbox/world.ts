import type { Big } from 'big.js';
import type { TokenRef } from '../../kit/contract';

// What the simulated aggregators need from outside, handed in where the registry is wired
// (lib/dex/aggregators.ts): providers import no domain module, so the chains, the reference
// prices of tokens and the configured sandbox router arrive through this.

export interface SandboxDexWorld {
  /** The DEX chains (EIP-155 ids) the sandbox quotes on. */
  chains: readonly number[];
  /** The USD reference price of one whole token; undefined when it has none (no quote then). */
  usdPrice(token: TokenRef): Promise<Big | undefined>;
  /** The SandboxRouter firm quotes call (DEX_SANDBOX_ROUTER), or null: quotes carry no tx. */
  router(): string | null;
}
