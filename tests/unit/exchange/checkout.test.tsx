// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutStep } from '@/components/exchange/checkout/checkout-step';
import type { SwapSelection } from '@/components/exchange/types';
import { sampleSwap } from '../swap-status/fixtures';
import { ALPHA, CURRENCIES, offer } from './fixtures';
import { messages } from '@/components/exchange/swap-flow.messages';
import { CHECKOUT_DRAFT } from '@/lib/consent/storage-inventory';
import { renderIsland } from '@/tests/helpers/render';

const renderExchange = (ui: ReactElement) => renderIsland(ui, messages);

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
  // What a test typed is kept for the tab (checkout-draft.ts); the next test starts empty.
  window.sessionStorage.clear();
  replace.mockReset();
});

const ETH_ADDRESS = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const XRP_ADDRESS = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';

function renderStep(selection: SwapSelection, rateType: 'fixed' | 'floating' = 'floating') {
  const chosen = offer(ALPHA, '1.5', { rateType });
  renderExchange(
    <CheckoutStep
      offer={chosen}
      selection={selection}
      currencies={CURRENCIES}
      offersPhase="done"
      onBack={() => {}}
      onRequote={() => {}}
    />,
  );
}

function mockCreate(answer: () => Response) {
  const calls: Array<{ key: string | null; body: Record<string, unknown> }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      calls.push({ key: headers.get('Idempotency-Key'), body: JSON.parse(String(init.body)) });
      return answer();
    }),
  );
  return calls;
}

describe('CheckoutStep', () => {
  it('creates the swap with an idempotency key and opens step 3', async () => {
    const user = userEvent.setup();
    const calls = mockCreate(() =>
      Response.json(sampleSwap({ id: 'K7QM4XPD92AB' }), { status: 201 }),
    );
    renderStep({ from: 'btc', to: 'eth', amount: '0.1', rateType: 'floating' });

    await user.type(screen.getByLabelText(/Your ETH address on Ethereum/), ETH_ADDRESS);
    expect(await screen.findByText('Valid Ethereum address.')).toBeTruthy();
    await user.type(screen.getByLabelText(/Refund address/), BTC_ADDRESS);
    expect(window.sessionStorage.getItem(CHECKOUT_DRAFT.name)).toContain(BTC_ADDRESS);
    await user.click(screen.getByRole('checkbox', { name: /terms of use/ }));
    await user.click(screen.getByRole('button', { name: 'Create the swap' }));

    await waitFor(() => expect(replace).toHaveBeenCalled());
    expect(replace.mock.calls[0]?.[0]).toBe('/swap?swap=K7QM4XPD92AB');
    // The addresses kept for the tab while typing are gone once the swap exists.
    expect(window.sessionStorage.getItem(CHECKOUT_DRAFT.name)).toBeNull();
    expect(calls[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[0]?.body).toMatchObject({
      provider: ALPHA.id,
      from: 'btc',
      to: 'eth',
      amount: '0.1',
      rateType: 'floating',
      payoutAddress: ETH_ADDRESS,
      refundAddress: BTC_ADDRESS,
      acceptTerms: true,
      locale: 'en',
    });
  });

  it('refuses an XRP payout without its destination tag, and an invalid address', async () => {
    const user = userEvent.setup();
    const calls = mockCreate(() => Response.json({}, { status: 500 }));
    renderStep({ from: 'btc', to: 'xrp', amount: '0.1', rateType: 'floating' });

    // The warning names the tag in a whole sentence of its own (no label spliced in).
    expect(
      screen.getByText(
        'Your wallet or exchange needs this destination tag to credit the coins to you. Without it the funds can be lost.',
      ),
    ).toBeTruthy();
    await user.type(screen.getByLabelText(/Your XRP address/), 'rNotAnAddress');
    await user.click(screen.getByRole('checkbox', { name: /terms of use/ }));
    await user.click(screen.getByRole('button', { name: 'Create the swap' }));

    expect(
      await screen.findByText(/not a valid XRP Ledger address|checksum does not match/),
    ).toBeTruthy();
    expect(
      screen.getByText('Enter the destination tag. Without it the funds can be lost.'),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText(/Your XRP address/));
    await user.type(screen.getByLabelText(/Your XRP address/), XRP_ADDRESS);
    await user.type(screen.getByLabelText(/Destination tag/), '12345');
    await user.click(screen.getByRole('button', { name: 'Create the swap' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ payoutAddress: XRP_ADDRESS, payoutExtraId: '12345' });
  });

  it('offers a personal XRP wallet the way without a tag, with the warning that fits', async () => {
    const user = userEvent.setup();
    const calls = mockCreate(() =>
      Response.json(sampleSwap({ id: 'K7QM4XPD92AB' }), { status: 201 }),
    );
    renderStep({ from: 'btc', to: 'xrp', amount: '0.1', rateType: 'floating' });
    const place = screen.getByRole('group', { name: 'Where is this XRP address?' });
    expect(
      screen.getByRole<HTMLInputElement>('radio', { name: 'On an exchange or a hosted wallet' })
        .checked,
    ).toBe(true);
    await user.click(
      screen.getByRole('radio', { name: 'In a personal wallet that only I control' }),
    );
    expect(place).toBeTruthy();
    expect(screen.queryByLabelText(/Destination tag/)).toBeNull();
    expect(screen.getByText(/No destination tag will be sent\./).textContent).toMatch(
      /an exchange credits deposits by their tag, and without one the coins can be lost/,
    );
    await user.type(screen.getByLabelText(/Your XRP address/), XRP_ADDRESS);
    await user.click(screen.getByRole('checkbox', { name: /terms of use/ }));
    await user.click(screen.getByRole('button', { name: 'Create the swap' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ payoutAddress: XRP_ADDRESS, payoutNoExtraId: true });
    expect(calls[0]?.body).not.toHaveProperty('payoutExtraId');
  });

  it('words a refused origin as something the visitor can act on', async () => {
    const user = userEvent.setup();
    mockCreate(() =>
      Response.json(
        {
          error: {
            code: 'forbidden_origin',
            message: 'Requests from this origin are not allowed.',
          },
        },
        { status: 403 },
      ),
    );
    renderStep({ from: 'btc', to: 'eth', amount: '0.1', rateType: 'floating' });
    await user.type(screen.getByLabelText(/Your ETH address on Ethereum/), ETH_ADDRESS);
    await user.click(screen.getByRole('checkbox', { name: /terms of use/ }));
    await user.click(screen.getByRole('button', { name: 'Create the swap' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/Open the site at its usual address and try again/);
    expect(screen.queryByText('Requests from this origin are not allowed.')).toBeNull();
  });

  it('asks for a refund address with a fixed rate and shows the API field errors', async () => {
    const user = userEvent.setup();
    const calls = mockCreate(() =>
      Response.json(
        {
          error: {
            code: 'invalid_address',
            message: 'This address is not valid for the selected network.',
            fields: { payoutAddress: 'invalid_address' },
          },
        },
        { status: 400 },
      ),
    );
    renderStep({ from: 'btc', to: 'eth', amount: '0.1', rateType: 'fixed' }, 'fixed');
    await user.type(screen.getByLabelText(/Your ETH address/), ETH_ADDRESS);
    await user.click(screen.getByRole('checkbox', { name: /terms of use/ }));
    await user.click(screen.getByRole('button', { name: 'Create the swap' }));
    expect(await screen.findByText('A fixed rate needs a refund address.')).toBeTruthy();

    await user.type(screen.getByLabelText(/Refund address/), BTC_ADDRESS);
    await user.click(screen.getByRole('button', { name: 'Create the swap' }));
    expect(await screen.findByText('This is not a valid Ethereum address.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create the swap' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    // The same details again: a retry, so the same key.
    expect(calls[1]?.key).toBe(calls[0]?.key);
  });
});
