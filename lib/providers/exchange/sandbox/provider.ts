import 'server-only';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { ProviderError } from '../../kit/errors';
import { sandboxInfo } from '../../kit/sandbox';
import type {
  CreateSwapRequest,
  CurrencyRef,
  ExchangeProvider,
  PairRange,
  PairRequest,
  ProviderInfo,
  ProviderQuote,
  ProviderSwap,
  QuoteRequest,
  RateType,
} from '../contract';
import { simulatedLatency } from './faults';
import { sandboxStatus } from './lifecycle';
import { limits, quote } from './pricing';
import type { SandboxProfile } from './profiles';
import type { SandboxStore, SandboxSwapRecord } from './store';

/** Unpaid sandbox swaps expire like real ones: fixed rate after 30 minutes, floating after 24 h. */
const EXPIRY_MS: Record<RateType, number> = { fixed: 30 * 60_000, floating: 24 * 3_600_000 };

type Row = SandboxSwapRecord;

export class SandboxProvider implements ExchangeProvider {
  readonly info: ProviderInfo;

  constructor(
    private readonly profile: SandboxProfile,
    private readonly store: SandboxStore,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.info = {
      // Simulated, no website: screens show the name without a link for sandbox swaps.
      ...sandboxInfo(profile),
      kyc: profile.kyc,
      rating: profile.rating,
      eta: profile.eta,
      rateTypes: profile.rateTypes,
      reverse: true,
      // Simulated in process: it costs no partner quota.
      quoteCalls: 0,
    };
  }

  async supports(from: CurrencyRef, to: CurrencyRef, rateType: RateType): Promise<boolean> {
    const lookup = await this.store.prices();
    return (
      this.profile.rateTypes.includes(rateType) &&
      lookup(from.ticker) !== undefined &&
      lookup(to.ticker) !== undefined
    );
  }

  async range(request: PairRequest): Promise<PairRange> {
    await simulatedLatency(this.profile.id, this.profile.latencyMs, request.signal);
    return limits(this.profile, request.from, await this.store.prices());
  }

  async quote(request: QuoteRequest): Promise<ProviderQuote> {
    await simulatedLatency(this.profile.id, this.profile.latencyMs, request.signal);
    const result = quote(this.profile, request, await this.store.prices(), this.now());
    if (request.rateType === 'floating') return result;
    return { ...result, rateId: `sbx_${randomUUID()}` };
  }

  async createSwap(request: CreateSwapRequest): Promise<ProviderSwap> {
    await simulatedLatency(this.profile.id, this.profile.latencyMs, request.signal);
    const amounts = await this.amounts(request);
    const now = this.now();
    const id = randomBytes(8).toString('hex');
    const row: Row = {
      id,
      provider: this.profile.id,
      fromCode: request.from.code,
      toCode: request.to.code,
      rateType: request.rateType,
      amountFrom: amounts.amountFrom,
      amountTo: amounts.amountTo,
      // Deliberately not a valid address on any network: no wallet accepts it, so nobody can
      // send real coins to a simulated swap.
      depositAddress: `SANDBOX-${request.from.ticker}-${id.toUpperCase()}`,
      depositExtraId: null,
      payoutAddress: request.payoutAddress,
      payoutExtraId: request.payoutExtraId ?? null,
      refundAddress: request.refundAddress ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + EXPIRY_MS[request.rateType]),
      depositedAt: null,
      outcome: null,
      outcomeAt: null,
    };
    if (['ripple', 'stellar', 'eos', 'ton'].includes(request.from.network)) {
      row.depositExtraId = String(
        parseInt(createHash('sha256').update(id).digest('hex').slice(0, 8), 16),
      );
    }
    await this.store.saveSwap(row);
    return this.toSwap(row);
  }

  async getSwap(providerSwapId: string): Promise<ProviderSwap> {
    const row = await this.store.findSwap(providerSwapId);
    if (!row || row.provider !== this.profile.id) {
      throw new ProviderError(this.profile.id, 'not_found', 'no such sandbox swap');
    }
    return this.toSwap(row);
  }

  private async amounts(
    request: CreateSwapRequest,
  ): Promise<{ amountFrom: string; amountTo: string }> {
    if (request.rateType === 'fixed') {
      const { rateId } = request;
      const stored = rateId ? await this.store.fixedQuote(this.profile.id, rateId) : null;
      if (!stored || new Date(stored.expiresAt) <= this.now()) {
        throw new ProviderError(this.profile.id, 'rate_expired', 'unknown or expired rate id');
      }
      return stored;
    }
    return quote(this.profile, request, await this.store.prices(), this.now());
  }

  private toSwap(row: Row): ProviderSwap {
    const status = sandboxStatus(row, this.now());
    return {
      providerSwapId: row.id,
      status,
      providerStatus: `sandbox:${status}`,
      depositAddress: row.depositAddress,
      depositExtraId: row.depositExtraId,
      amountFrom: row.amountFrom,
      amountTo: row.amountTo,
      payoutAddress: row.payoutAddress,
      payoutExtraId: row.payoutExtraId,
      refundAddress: row.refundAddress,
      // A simulated swap has no transactions; inventing hashes would send visitors to explorers.
      depositHash: null,
      payoutHash: null,
      expiresAt: row.rateType === 'fixed' ? row.expiresAt.toISOString() : null,
    };
  }
}
