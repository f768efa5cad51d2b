import { configure } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { vi } from 'vitest';
import type { SwapView } from '@/lib/swaps/contract';
import { isTerminal } from '@/lib/swaps/status';

/** next-intl's Link needs Next's router; a plain anchor is enough to check where it points. */
export function PlainLink({
  href,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a href={href} {...rest} />;
}

// The machine running the suite is shared and slow at times: the view renders a lot in jsdom.
configure({ asyncUtilTimeout: 10_000 });

export function sampleSwap(overrides: Partial<SwapView> = {}): SwapView {
  return {
    id: 'K7QM2XWD9P',
    sandbox: false,
    provider: { id: 'changenow', name: 'ChangeNOW', website: 'https://changenow.io' },
    status: 'waiting',
    // A final status is settled unless a test says the site still watches it.
    settled: isTerminal(overrides.status ?? 'waiting'),
    rateType: 'floating',
    direction: 'direct',
    from: {
      code: 'btc',
      ticker: 'BTC',
      name: 'Bitcoin',
      network: 'bitcoin',
      networkName: 'Bitcoin',
      icon: '/icons/btc.svg',
    },
    to: {
      code: 'eth',
      ticker: 'ETH',
      name: 'Ethereum',
      network: 'ethereum',
      networkName: 'Ethereum',
      icon: '/icons/eth.svg',
    },
    amountFrom: '0.1',
    amountTo: '2.5123',
    depositAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    depositExtraId: null,
    payoutAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
    payoutExtraId: null,
    refundAddress: null,
    refundExtraId: null,
    depositHash: null,
    payoutHash: null,
    explorer: { depositTx: null, payoutTx: null, payoutAddress: null },
    history: [{ status: 'waiting', at: '2026-11-22T03:00:00.000Z' }],
    createdAt: '2026-11-22T03:00:00.000Z',
    updatedAt: '2026-11-22T03:00:00.000Z',
    expiresAt: null,
    simulate: [],
    ...overrides,
  };
}

type Handler = (url: string, init: RequestInit | undefined) => { status: number; body: unknown };

/** Replaces fetch with answers from `handler`; returns the mock to inspect the calls. */
export function mockFetch(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { status, body } = handler(String(input), init);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
