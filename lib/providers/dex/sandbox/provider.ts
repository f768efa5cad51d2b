import { Big } from 'big.js';
import { encodeFunctionData, type Address } from 'viem';
import type { ProviderErrorKind } from '../../kit/errors';
import { sandboxInfo } from '../../kit/sandbox';
import { scale, WalletSandboxPricing } from '../../kit/wallet-sandbox';
import type { DexInfo, DexProvider, DexQuote, DexQuoteRequest } from '../contract';
import { expiresIn, minOutAfterSlippage } from '../vendor';
import type { SandboxDexProfile } from './profiles';
import { SANDBOX_ROUTER_ABI } from './router-abi';
import type { SandboxDexWorld } from './world';

// A simulated aggregator: deterministic quotes from the reference prices (the same request and
// prices give the same answer), the refusals a real one answers, and, when a SandboxRouter is
// configured (DEX_SANDBOX_ROUTER), calldata that really swaps through it on that chain: the
// router pays exactly the quoted amount out of its own balance.

const IMPACT_PLACES = 6;

export class SandboxDex implements DexProvider {
  private readonly pricing: WalletSandboxPricing;

  constructor(
    private readonly profile: SandboxDexProfile,
    private readonly world: SandboxDexWorld,
  ) {
    this.pricing = new WalletSandboxPricing(profile.id, world);
  }

  /** Read on every call: the router (and so the spender) is configuration, not the profile's. */
  get info(): DexInfo {
    const chains = this.world.chains;
    return { ...sandboxInfo(this.profile), chains, spenders: this.pricing.spenders(chains) };
  }

  private fail(kind: ProviderErrorKind, message: string, min?: string, max?: string) {
    return this.pricing.fail(kind, message, min, max);
  }

  async quote(request: DexQuoteRequest): Promise<DexQuote> {
    const { from, to, chainId, profile } = { ...request, profile: this.profile };
    if (!this.world.chains.includes(chainId)) {
      throw this.fail('pair_unavailable', `chain ${chainId} is not served`);
    }
    if (from.address.toLowerCase() === to.address.toLowerCase()) {
      throw this.fail('pair_unavailable', 'the same token on both sides');
    }
    const [priceIn, priceOut] = await Promise.all([
      this.pricing.price(from),
      this.pricing.price(to),
    ]);
    const { valueUsd, min, max } = this.pricing.value(request.amount, from, priceIn, profile);

    const impact = valueUsd.div(valueUsd.plus(profile.depthUsd));
    const outUsd = valueUsd
      .times(new Big(10_000 - profile.spreadBps).div(10_000))
      .times(new Big(1).minus(impact));
    const amountOut = outUsd.div(priceOut).times(scale(to.decimals)).round(0, Big.roundDown);
    if (amountOut.lte(0)) throw this.fail('amount_too_low', 'nothing would arrive', min, max);
    const out = amountOut.toFixed(0);
    const minOut = minOutAfterSlippage(out, request.slippageBps);
    const expiresAt = expiresIn();
    const router = this.world.router();
    return {
      provider: profile.id,
      chainId,
      execution: 'wallet',
      amountIn: request.amount,
      amountOut: out,
      minOut,
      spender: from.native || !router ? null : router,
      tx:
        request.taker && router
          ? {
              to: router,
              data: encodeFunctionData({
                abi: SANDBOX_ROUTER_ABI,
                functionName: 'swap',
                args: [
                  from.address as Address,
                  to.address as Address,
                  BigInt(request.amount),
                  BigInt(out),
                  BigInt(minOut),
                  request.taker as Address,
                  BigInt(Math.floor(Date.parse(expiresAt) / 1000)),
                ],
              }),
              value: from.native ? request.amount : '0',
            }
          : null,
      expiresAt,
      gasUnits: String(profile.gasUnits),
      priceImpact: profile.reportsImpact ? impact.round(IMPACT_PLACES).toString() : null,
      route: profile.route.map((leg) => ({ ...leg })),
    };
  }
}
