import { Big } from 'big.js';
import type { TokenRef } from './contract';
import { ProviderError, type ProviderErrorKind } from './errors';

// What the simulated aggregators of the wallet-executed kinds (the sandbox DEX and bridges)
// share: a token's reference price from the world the domain hands in, the amount's value
// checked against the profile's USD bounds (named in base units, as a vendor names its limits),
// base units out of USD, and the configured SandboxRouter as the one documented contract.

export const scale = (decimals: number) => new Big(10).pow(decimals);

export interface WalletSandboxWorld {
  /** The USD reference price of one whole token; undefined when it has none. */
  usdPrice(token: TokenRef): Promise<Big | undefined>;
  /** The SandboxRouter (DEX_SANDBOX_ROUTER), or null: answers carry no transaction. */
  router(): string | null;
}

export class WalletSandboxPricing {
  constructor(
    private readonly id: string,
    private readonly world: WalletSandboxWorld,
  ) {}

  fail(kind: ProviderErrorKind, message: string, min?: string, max?: string): ProviderError {
    return new ProviderError(this.id, kind, message, { min, max });
  }

  /** A token's reference price; no price is pair_unavailable. */
  async price(token: TokenRef): Promise<Big> {
    const usd = await this.world.usdPrice(token);
    if (!usd || usd.lte(0)) throw this.fail('pair_unavailable', `no price for ${token.address}`);
    return usd;
  }

  /** A USD bound as `token`'s base units, rounded up (the least amount that passes). */
  private bound(usd: number, price: Big, decimals: number): string {
    return new Big(usd).div(price).times(scale(decimals)).round(0, Big.roundUp).toFixed(0);
  }

  /**
   * The USD value of `amount` (base units of `from` at `priceIn`), refused outside the profile's
   * bounds; the bounds in base units, for a later refusal of the same request.
   */
  value(
    amount: string,
    from: TokenRef,
    priceIn: Big,
    bounds: { minUsd: number; maxUsd: number },
  ): { valueUsd: Big; min: string; max: string } {
    const valueUsd = new Big(amount).div(scale(from.decimals)).times(priceIn);
    const min = this.bound(bounds.minUsd, priceIn, from.decimals);
    const max = this.bound(bounds.maxUsd, priceIn, from.decimals);
    if (valueUsd.lt(bounds.minUsd)) throw this.fail('amount_too_low', `below ${min}`, min, max);
    if (valueUsd.gt(bounds.maxUsd)) throw this.fail('amount_too_high', `above ${max}`, min, max);
    return { valueUsd, min, max };
  }

  /** The router as the documented contract on each chain (none without a router). */
  spenders(chains: readonly number[]): Record<string, string[]> {
    const router = this.world.router();
    return router ? Object.fromEntries(chains.map((id) => [String(id), [router]])) : {};
  }
}
