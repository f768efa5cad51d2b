// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SwapFlow } from '@/components/exchange/swap-flow';
import { messages } from '@/components/exchange/swap-flow.messages';
import { CHECKOUT_DRAFT } from '@/lib/consent/storage-inventory';
import { renderIsland } from '@/tests/helpers/render';
import { ALPHA, BETA, controlledStream, CURRENCIES, offer } from './fixtures';

// Step 2 of /swap is a history entry of its own: choosing pushes it, Back (the URL's step going
// away) returns to the offers, and a URL that names step 2 (a reload) comes back to it with a
// fresh quote of the chosen provider. Addresses typed there stay for the tab, never in the URL.

vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
  usePathname: () => '/swap',
}));
vi.mock('@/lib/i18n/navigation', () => ({
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
  Link: ({ href, children }: { href: string; children: ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));

const SELECTION = { from: 'btc', to: 'eth', amount: '0.1', rateType: 'floating' } as const;
const QUERY = { ...SELECTION, direction: 'direct' } as const;
const ETH_ADDRESS = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';
// Step 2's chunk (next/dynamic) loads on first use; the shared machine is slow at times.
const SLOW = { timeout: 10_000 };

function mockApi() {
  const streams: Array<ReturnType<typeof controlledStream>> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      if (String(input).startsWith('/api/v1/currencies')) {
        return Response.json({
          currencies: CURRENCIES,
          prices: { source: 'snapshot', asOf: '2026-11-01T00:00:00.000Z' },
        });
      }
      const stream = controlledStream();
      streams.push(stream);
      return new Response(stream.body, { headers: { 'Content-Type': 'application/x-ndjson' } });
    }),
  );
  return streams;
}

/** Answers one offers round with these offers and ends it. */
async function answer(streams: ReturnType<typeof mockApi>, index: number, amounts: string[]) {
  await waitFor(() => expect(streams.length).toBeGreaterThan(index));
  const stream = streams[index]!;
  act(() => {
    stream.push({ type: 'start', query: QUERY, sandbox: true, providers: [ALPHA, BETA] });
    amounts.forEach((amount, i) =>
      stream.push({ type: 'offer', offer: offer(i === 0 ? ALPHA : BETA, amount) }),
    );
    stream.push({ type: 'done', best: null, limits: { min: '0.001', max: '5' } });
    stream.close();
  });
}

beforeEach(() => {
  window.history.replaceState(null, '', '/swap');
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('step 2 in the browser history', () => {
  it('pushes its own entry on choosing, and Back returns to the same offers', async () => {
    const streams = mockApi();
    const user = userEvent.setup();
    const push = vi.spyOn(window.history, 'pushState');
    const { rerender } = renderIsland(<SwapFlow initial={SELECTION} />, messages);
    await answer(streams, 0, ['1.5', '1.4']);

    const [choose] = await screen.findAllByRole('button', {
      name: /Choose the offer of Sandbox Alpha/,
    });
    await user.click(choose!);
    expect(await screen.findByRole('heading', { name: /Step 2 of 3/ })).toBeTruthy();
    expect(push).toHaveBeenCalledTimes(1);
    expect(window.location.search).toBe(
      '?from=btc&to=eth&amount=0.1&rate=floating&step=details&provider=sandbox-alpha',
    );

    // What the visitor types is kept for the tab, not written into the URL.
    await user.type(
      await screen.findByLabelText(/Your ETH address on Ethereum/, {}, SLOW),
      ETH_ADDRESS,
    );
    expect(window.location.search).not.toContain('0xd8');
    expect(window.sessionStorage.getItem(CHECKOUT_DRAFT.name)).toContain(ETH_ADDRESS);

    // Next hands the URL's step to the flow (useSearchParams): first step 2, then Back.
    rerender(<SwapFlow initial={SELECTION} details="sandbox-alpha" />);
    rerender(<SwapFlow initial={SELECTION} details={null} />);
    expect(await screen.findByRole('heading', { name: /Step 1 of 3/ })).toBeTruthy();
    // The same round's offers, not a new one.
    expect(screen.getAllByRole('button', { name: /Choose the offer of / }).length).toBeGreaterThan(
      0,
    );
    expect(streams).toHaveLength(1);
    push.mockRestore();
  });

  it('comes back to step 2 on a reload, with a fresh quote of that provider and the typed address', async () => {
    window.sessionStorage.setItem(
      CHECKOUT_DRAFT.name,
      JSON.stringify({ pair: 'btc>eth', values: { payoutAddress: ETH_ADDRESS } }),
    );
    const streams = mockApi();
    renderIsland(<SwapFlow initial={SELECTION} details="sandbox-beta" />, messages);
    expect(await screen.findByRole('heading', { name: /Step 2 of 3/ })).toBeTruthy();
    expect(screen.getByText('Getting a fresh quote for the offer you chose…')).toBeTruthy();

    await answer(streams, 0, ['1.5', '1.45']);
    // Beta's new offer, though Alpha's is better: the visitor chose Beta.
    expect(await screen.findByText('1.45 ETH', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Sandbox Beta')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/Your ETH address on Ethereum/).value).toBe(
      ETH_ADDRESS,
    );
  });

  it('says so and shows the offers when the chosen provider has no offer any more', async () => {
    const streams = mockApi();
    renderIsland(<SwapFlow initial={SELECTION} details="sandbox-gone" />, messages);
    await answer(streams, 0, ['1.5', '1.45']);
    expect(
      await screen.findByText(
        'The provider you chose has no offer for this swap any more. Choose another offer below.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Step 1 of 3/ })).toBeTruthy();
    await waitFor(() =>
      expect(window.location.search).toBe('?from=btc&to=eth&amount=0.1&rate=floating'),
    );
  });
});
