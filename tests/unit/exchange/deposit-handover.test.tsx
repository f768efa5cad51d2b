// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@/app/[locale]/(exchange)/swap/swap-view.messages';
import { CheckoutStep } from '@/components/exchange/checkout/checkout-step';
import { SwapStatusView } from '@/components/swap-status';
import { renderIsland } from '@/tests/helpers/render';
import { sampleSwap } from '../swap-status/fixtures';
import { ALPHA, CURRENCIES, offer } from './fixtures';

// Step 2 → step 3 of /swap: the swap just created must be on screen even when the first status
// read fails. The create answer holds the whole swap; a rate limit (429) on the read that follows
// is not a reason to hide the deposit address, nor the visitor's connection.

const replace = vi.fn();
vi.mock('@/lib/i18n/navigation', () => ({
  useRouter: () => ({ replace, push: vi.fn() }),
  Link: ({ href, children }: { href: string; children: ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  replace.mockReset();
});

const ETH_ADDRESS = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const CREATED = sampleSwap({ id: 'K7QM4XPD92AB' });
const RATE_LIMITED = {
  error: { code: 'rate_limited', message: 'Too many requests. Try again in 30 seconds.' },
};

/** POST answers the created swap; every GET of its status answers 429. */
function mockApi() {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
    (init?.method ?? 'GET') === 'POST'
      ? Response.json(CREATED, { status: 201 })
      : Response.json(RATE_LIMITED, { status: 429 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Step 2, and step 3 once the checkout navigates to ?swap=, in one query client. */
function Flow() {
  const [swapId, setSwapId] = useState<string | null>(null);
  replace.mockImplementation((href: string) =>
    setSwapId(new URL(href, 'http://localhost').searchParams.get('swap')),
  );
  if (swapId) return <SwapStatusView swapId={swapId} />;
  return (
    <CheckoutStep
      offer={offer(ALPHA, '2.5123')}
      selection={{ from: 'btc', to: 'eth', amount: '0.1', rateType: 'floating' }}
      currencies={CURRENCIES}
      offersPhase="done"
      onBack={() => {}}
      onRequote={() => {}}
    />
  );
}

describe('the deposit screen after creating a swap', () => {
  it('shows the deposit address from the create answer when the status read is rate limited', async () => {
    const fetchMock = mockApi();
    const user = userEvent.setup();
    renderIsland(<Flow />, messages);

    await user.type(screen.getByLabelText(/Your ETH address on Ethereum/), ETH_ADDRESS);
    await user.type(screen.getByLabelText(/Refund address/), BTC_ADDRESS);
    await user.click(screen.getByRole('checkbox', { name: /terms of use/ }));
    await user.click(screen.getByRole('button', { name: 'Create the swap' }));

    expect(await screen.findByText(CREATED.depositAddress)).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'Send exactly 0.1 BTC (Bitcoin) to this address' }),
    ).toBeTruthy();
    // The status read did happen and fail; the swap stays, and nothing blames the connection.
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === `/api/v1/swaps/${CREATED.id}`)).toBe(
        true,
      ),
    );
    expect(
      await screen.findByText(
        'The status could not be refreshed. We will try again in a few seconds.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(CREATED.depositAddress)).toBeTruthy();
    expect(screen.queryByText(/Check your connection/)).toBeNull();
  });
});

describe('a status read that fails before any answer', () => {
  it('words a rate limit as still updating, with a retry, not as the connection', async () => {
    mockApi();
    renderIsland(<SwapStatusView swapId={CREATED.id} />, messages);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Still updating…');
    expect(alert.textContent).not.toMatch(/connection/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    // The visitor's ID is not "found": the heading still names it as asked.
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Swap K7QM 4XPD 92AB');
  });

  it('words a server error (503) as still updating too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: { code: 'service_unavailable', message: 'Busy.' } },
          { status: 503 },
        ),
      ),
    );
    renderIsland(<SwapStatusView swapId={CREATED.id} />, messages);
    expect((await screen.findByRole('alert')).textContent).toContain('Still updating…');
  });
});
