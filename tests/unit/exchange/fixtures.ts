import type { CurrencyListItem } from '@/lib/catalogue/contract';
import type { Offer, OfferEvent, OfferProvider } from '@/lib/rates/contract';

// Shapes exactly as GET /api/v1/currencies and GET /api/v1/offers answer them.

const coin = (
  code: string,
  ticker: string,
  name: string,
  network: CurrencyListItem['network'],
  popular = true,
): CurrencyListItem => ({
  code,
  ticker,
  name,
  network,
  icon: `/icons/coins/${ticker.toLowerCase()}.svg`,
  decimals: 8,
  popular,
  usd: 1,
});

export const CURRENCIES: CurrencyListItem[] = [
  coin('btc', 'BTC', 'Bitcoin', { code: 'bitcoin', name: 'Bitcoin', badge: 'BTC', memo: null }),
  coin('eth', 'ETH', 'Ethereum', {
    code: 'ethereum',
    name: 'Ethereum',
    badge: 'ERC20',
    memo: null,
  }),
  coin('usdttrc20', 'USDT', 'Tether', { code: 'tron', name: 'Tron', badge: 'TRC20', memo: null }),
  coin(
    'xrp',
    'XRP',
    'XRP',
    {
      code: 'ripple',
      name: 'XRP Ledger',
      badge: 'XRP',
      memo: { label: 'tag', required: true, format: 'numeric', maxLength: 10 },
    },
    false,
  ),
];

export function provider(
  id: string,
  name: string,
  extra: Partial<OfferProvider> = {},
): OfferProvider {
  return {
    id: `sandbox-${id}`,
    name,
    sandbox: true,
    kyc: 'none',
    rating: 4.2,
    eta: { min: 5, max: 20 },
    ...extra,
  };
}

export function offer(p: OfferProvider, amountTo: string, extra: Partial<Offer> = {}): Offer {
  return {
    provider: p,
    rateType: 'floating',
    amountFrom: '0.1',
    amountTo,
    rate: String(Number(amountTo) * 10),
    networkFee: '0.0012',
    min: '0.001',
    max: '5',
    rateId: null,
    expiresAt: null,
    ...extra,
  };
}

export const ALPHA = provider('alpha', 'Sandbox Alpha', { rating: 4.6, eta: { min: 5, max: 15 } });
export const BETA = provider('beta', 'Sandbox Beta', { kyc: 'sometimes', eta: { min: 2, max: 8 } });
export const GAMMA = provider('gamma', 'Sandbox Gamma', { kyc: 'required', rating: 3.9 });
export const DELTA = provider('delta', 'Sandbox Delta');

export function ndjson(events: OfferEvent[]): string {
  return events.map((event) => JSON.stringify(event)).join('\n') + '\n';
}

/** A streamed body whose lines arrive one by one, each after `release()` is called. */
export function controlledStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    body,
    push: (event: OfferEvent) => controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`)),
    close: () => controller.close(),
  };
}
