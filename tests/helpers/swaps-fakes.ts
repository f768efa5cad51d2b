import { ProviderError } from '@/lib/providers/exchange/errors';
import type {
  CreateSwapRequest,
  ExchangeProvider,
  PairRange,
  ProviderId,
  ProviderSwap,
} from '@/lib/providers/exchange/types';
import type { Currency, Network } from '@/lib/catalogue/types';
import type { SwapStatus } from '@/lib/swaps/status';

// Test doubles for the swap engine: a four-coin catalogue and a provider that counts its calls.

function network(code: string, name: string, memo: Network['memo'] = null): Network {
  return {
    code,
    name,
    badge: code.toUpperCase(),
    addressKind: code,
    memo,
    explorerTx: `https://explorer.test/${code}/tx/{hash}`,
    explorerAddress: `https://explorer.test/${code}/address/{address}`,
  };
}

const NETWORKS = {
  bitcoin: network('bitcoin', 'Bitcoin'),
  ethereum: network('ethereum', 'Ethereum'),
  ripple: network('ripple', 'XRP Ledger', {
    label: 'tag',
    required: true,
    format: 'numeric',
    maxLength: 10,
  }),
};

const ADDRESS: Record<string, RegExp> = {
  bitcoin: /^(bc1[a-z0-9]{25,60}|[13][a-km-zA-HJ-NP-Z1-9]{25,34})$/,
  ethereum: /^0x[0-9a-fA-F]{40}$/,
  ripple: /^r[1-9A-HJ-NP-Za-km-z]{24,34}$/,
};

function currency(code: string, ticker: string, name: string, net: Network): Currency {
  return {
    code,
    ticker,
    name,
    network: net,
    contract: null,
    decimals: 8,
    icon: `/icons/${code}.svg`,
    popularRank: 1,
  };
}

const CURRENCIES = [
  currency('btc', 'BTC', 'Bitcoin', NETWORKS.bitcoin),
  currency('eth', 'ETH', 'Ethereum', NETWORKS.ethereum),
  currency('xrp', 'XRP', 'XRP', NETWORKS.ripple),
];

export const fakeCatalogue = {
  getCurrency: async (code: string) => CURRENCIES.find((item) => item.code === code) ?? null,
  toCurrencyRef: (item: Currency) => ({
    code: item.code,
    ticker: item.ticker,
    network: item.network.code,
    decimals: item.decimals,
  }),
  validateAddress: (net: Network, address: string) =>
    ADDRESS[net.code]?.test(address)
      ? { valid: true as const }
      : { valid: false as const, reason: 'format' as const },
  validateExtraId: (net: Network, value: string | undefined) => {
    if (!net.memo) return { valid: true as const };
    if (!value)
      return net.memo.required
        ? { valid: false as const, reason: 'required' as const }
        : { valid: true as const };
    return /^\d{1,10}$/.test(value)
      ? { valid: true as const }
      : { valid: false as const, reason: 'format' as const };
  },
  explorerUrl: (net: Network, kind: 'tx' | 'address', value: string) =>
    (kind === 'tx' ? net.explorerTx : net.explorerAddress).replace(/\{hash\}|\{address\}/, value),
};

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
  failGetSwap: Error | null = null;
  private counter = 0;

  constructor(id: ProviderId = 'changenow', sandbox = false) {
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
