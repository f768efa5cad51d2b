import { ProviderError } from '@/lib/providers/kit/errors';
import type {
  CreateSwapRequest,
  ExchangeProvider,
  PairRange,
  ProviderSwap,
} from '@/lib/providers/exchange/contract';
import type { SwapStatus } from '@/lib/swaps/status';

// Test doubles for the swap engine: a provider that counts its calls, and valid addresses.

export const ADDRESSES = {
  btc: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  eth: '0x52908400098527886E0F7030069857D2E4169EE7',
  xrp: 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh',
};

export class FakeProvider implements ExchangeProvider {
  readonly info;
  createCalls: CreateSwapRequest[] = [];
  getSwapCalls = 0;
  range_: PairRange = { min: '0.001', max: '10' };
  /** Replace to make creation slow, hang or fail. */
  createImpl: (request: CreateSwapRequest) => Promise<ProviderSwap> = async (request) =>
    this.answer(request);
  statuses = new Map<string, SwapStatus>();
  /** Set to answer a final status the vendor may still move (ProviderSwap.graceMs). */
  graceMs: number | undefined = undefined;
  failGetSwap: Error | null = null;
  private counter = 0;

  constructor(id: string = 'changenow', sandbox = false) {
    this.info = {
      id,
      name: `Fake ${id}`,
      sandbox,
      kyc: 'rare' as const,
      rating: 4.5,
      eta: { min: 5, max: 30 },
      website: `https://${id}.test`,
      rateTypes: ['fixed', 'floating'] as const,
      reverse: true,
    };
  }

  async supports() {
    return true;
  }

  async range(): Promise<PairRange> {
    return this.range_;
  }

  async quote(): Promise<never> {
    throw new ProviderError(this.info.id, 'unavailable', 'not used');
  }

  async createSwap(request: CreateSwapRequest): Promise<ProviderSwap> {
    this.createCalls.push(request);
    return this.createImpl(request);
  }

  answer(request: CreateSwapRequest): ProviderSwap {
    this.counter += 1;
    const providerSwapId = `ps-${this.counter}-${Math.random().toString(36).slice(2, 8)}`;
    this.statuses.set(providerSwapId, 'waiting');
    return {
      providerSwapId,
      status: 'waiting',
      providerStatus: 'new',
      depositAddress: ADDRESSES.btc,
      depositExtraId: null,
      amountFrom: request.amount,
      amountTo: '0.5',
      payoutAddress: request.payoutAddress,
      payoutExtraId: request.payoutExtraId ?? null,
      refundAddress: request.refundAddress ?? null,
      depositHash: null,
      payoutHash: null,
      expiresAt: null,
    };
  }

  async getSwap(providerSwapId: string): Promise<ProviderSwap> {
    this.getSwapCalls += 1;
    if (this.failGetSwap) throw this.failGetSwap;
    const status = this.statuses.get(providerSwapId);
    if (!status) throw new ProviderError(this.info.id, 'not_found', providerSwapId);
    return {
      providerSwapId,
      status,
      providerStatus: `vendor-${status}`,
      depositAddress: ADDRESSES.btc,
      depositExtraId: null,
      amountFrom: '0.01',
      amountTo: '0.5',
      payoutAddress: ADDRESSES.eth,
      payoutExtraId: null,
      refundAddress: null,
      depositHash: status === 'waiting' ? null : 'deadbeef',
      payoutHash: status === 'finished' ? '0xfeed' : null,
      expiresAt: null,
      graceMs: this.graceMs,
    };
  }
}

export const validBody = {
  provider: 'changenow',
  from: 'btc',
  to: 'eth',
  amount: '0.01',
  direction: 'direct',
  rateType: 'floating',
  payoutAddress: ADDRESSES.eth,
  acceptTerms: true,
};
