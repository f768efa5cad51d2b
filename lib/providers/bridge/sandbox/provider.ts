import { Big } from 'big.js';
import { encodeFunctionData, type Address } from 'viem';
import { expiresIn, minOutAfterSlippage } from '../../dex/vendor';
import { SANDBOX_ROUTER_ABI } from '../../dex/sandbox/router-abi';
import type { TokenRef } from '../../kit/contract';
import type { ProviderErrorKind } from '../../kit/errors';
import { sandboxInfo } from '../../kit/sandbox';
import { scale, WalletSandboxPricing } from '../../kit/wallet-sandbox';
import type {
  BridgeInfo,
  BridgeProvider,
  BridgeRoute,
  BridgeRouteRequest,
  BridgeStatusRequest,
  BridgeStep,
  BridgeTransfer,
} from '../contract';
import { SANDBOX_BRIDGES, type SandboxBridgeProfile } from './profiles';
import { encodeReference, SandboxTransfers } from './status';
import type { SandboxBridgeWorld } from './world';

// A simulated bridge aggregator: deterministic routes from the reference prices (the same request
// and prices give the same answer), the refusals a real one answers, and, when a SandboxRouter is
// configured (DEX_SANDBOX_ROUTER), a source transaction that really deposits the amount into it
// (a swap of the token for nothing of itself: the router keeps it, as a bridge's deposit
// contract would). The destination side is simulated by the status (./status.ts).

const USD_PLACES = 4;

const keep = (bps: number) => new Big(10_000 - bps).div(10_000);
const same = (a: TokenRef, b: TokenRef) =>
  a.chainId === b.chainId && a.address.toLowerCase() === b.address.toLowerCase();

export class SandboxBridge implements BridgeProvider {
  private readonly transfers: SandboxTransfers;
  private readonly pricing: WalletSandboxPricing;

  constructor(
    private readonly profile: SandboxBridgeProfile,
    private readonly world: SandboxBridgeWorld,
  ) {
    this.transfers = new SandboxTransfers(profile, world);
    this.pricing = new WalletSandboxPricing(profile.id, world);
  }

  private get chains(): readonly number[] {
    const served = this.profile.chains;
    return served ? this.world.chains.filter((id) => served.includes(id)) : this.world.chains;
  }

  /** Read on every call: the router (and so the spender) is configuration, not the profile's. */
  get info(): BridgeInfo {
    const { chains } = this;
    return { ...sandboxInfo(this.profile), chains, spenders: this.pricing.spenders(chains) };
  }

  private fail(kind: ProviderErrorKind, message: string, min?: string, max?: string) {
    return this.pricing.fail(kind, message, min, max);
  }

  /** The hops: one crossing for the same asset, else swaps into and out of the bridge asset. */
  private steps(from: TokenRef, to: TokenRef): { steps: BridgeStep[]; swaps: [boolean, boolean] } {
    const asset = this.world.assetOf(from);
    const crossing: BridgeStep = {
      kind: 'bridge',
      tool: this.profile.bridgeTool,
      fromChainId: from.chainId,
      toChainId: to.chainId,
    };
    if (asset !== null && asset === this.world.assetOf(to)) {
      return { steps: [crossing], swaps: [false, false] };
    }
    const viaFrom = this.world.bridgeAsset(from.chainId);
    const viaTo = this.world.bridgeAsset(to.chainId);
    if (!viaFrom || !viaTo) throw this.fail('no_route', 'no bridge asset on one side');
    const swap = (chainId: number): BridgeStep => ({
      kind: 'swap',
      tool: this.profile.swapTool,
      fromChainId: chainId,
      toChainId: chainId,
    });
    const before = !same(from, viaFrom);
    const after = !same(to, viaTo);
    const steps = [
      ...(before ? [swap(from.chainId)] : []),
      crossing,
      ...(after ? [swap(to.chainId)] : []),
    ];
    return { steps, swaps: [before, after] };
  }

  /** What crossed, in the destination bridge asset's base units, or null without its price. */
  private async bridgedUnits(chainId: number, usd: Big): Promise<string | null> {
    const asset = this.world.bridgeAsset(chainId);
    const price = asset ? await this.world.usdPrice(asset) : undefined;
    if (!asset || !price || price.lte(0)) return null;
    return usd.div(price).times(scale(asset.decimals)).round(0, Big.roundDown).toFixed(0);
  }

  async route(request: BridgeRouteRequest): Promise<BridgeRoute> {
    const { from, to } = request;
    const { profile } = this;
    if (!this.chains.includes(from.chainId) || !this.chains.includes(to.chainId)) {
      throw this.fail('pair_unavailable', `${from.chainId} → ${to.chainId} is not served`);
    }
    if (from.chainId === to.chainId) throw this.fail('pair_unavailable', 'one chain: a swap');
    const { steps, swaps } = this.steps(from, to);
    const [priceIn, priceOut] = await Promise.all([
      this.pricing.price(from),
      this.pricing.price(to),
    ]);
    const { valueUsd, min, max } = this.pricing.value(request.amount, from, priceIn, profile);

    const spread = keep(profile.swapSpreadBps);
    const sent = swaps[0] ? valueUsd.times(spread) : valueUsd;
    const crossedUsd = sent.times(keep(profile.feeBps)).minus(profile.fixedFeeUsd);
    const outUsd = swaps[1] ? crossedUsd.times(spread) : crossedUsd;
    const amountOut = outUsd.lte(0)
      ? new Big(0)
      : outUsd.div(priceOut).times(scale(to.decimals)).round(0, Big.roundDown);
    if (amountOut.lte(0)) throw this.fail('amount_too_low', 'nothing would arrive', min, max);
    const out = amountOut.toFixed(0);
    const etaSeconds = profile.etaSeconds + profile.swapSeconds * swaps.filter(Boolean).length;
    const expiresAt = expiresIn();
    const router = this.world.router();
    const gasUsd = SANDBOX_BRIDGES.networkFeeUsd(String(from.chainId)) * profile.gasFactor;
    return {
      provider: profile.id,
      fromChainId: from.chainId,
      toChainId: to.chainId,
      execution: 'wallet',
      amountIn: request.amount,
      amountOut: out,
      minOut: minOutAfterSlippage(out, request.slippageBps),
      spender: from.native || !router ? null : router,
      tx:
        request.sender && router
          ? {
              to: router,
              data: encodeFunctionData({
                abi: SANDBOX_ROUTER_ABI,
                functionName: 'swap',
                args: [
                  from.address as Address,
                  from.address as Address,
                  BigInt(request.amount),
                  0n,
                  0n,
                  request.sender as Address,
                  BigInt(Math.floor(Date.parse(expiresAt) / 1000)),
                ],
              }),
              value: from.native ? request.amount : '0',
            }
          : null,
      expiresAt,
      steps,
      etaSeconds,
      gasCostUsd: new Big(gasUsd).round(USD_PLACES).toString(),
      includedFeesUsd: valueUsd.minus(outUsd).round(USD_PLACES).toString(),
      reference: encodeReference({
        etaSeconds,
        amountIn: request.amount,
        amountOut: out,
        bridged: await this.bridgedUnits(to.chainId, crossedUsd),
      }),
    };
  }

  async status(request: BridgeStatusRequest): Promise<BridgeTransfer> {
    return this.transfers.status(request);
  }
}
