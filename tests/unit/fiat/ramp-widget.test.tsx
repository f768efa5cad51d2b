// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RampWidget } from '@/components/fiat/ramp-widget';
import { messages } from '@/components/fiat/ramp-widget.messages';
import type { FiatOffer, FiatOffersResponse } from '@/lib/fiat/contract';
import type { RampWidgetProps } from '@/lib/fiat/widget-types';
import { renderIsland } from '@/tests/helpers/render';

// The buy and sell widget against a stubbed API: the server's defaults (guessed country, its
// currency, a typical amount) fill the fields, offers come best first with their fees, a change
// asks again, and choosing one leads through the address to the provider's checkout link.

const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

const props: RampWidgetProps = {
  side: 'buy',
  coins: [
    { code: 'btc', ticker: 'BTC', name: 'Bitcoin', network: 'Bitcoin', memo: null },
    {
      code: 'xrp',
      ticker: 'XRP',
      name: 'XRP',
      network: 'XRP Ledger',
      memo: { kind: 'tag', required: false },
    },
  ],
  countries: [
    { code: 'DE', name: 'Germany' },
    { code: 'US', name: 'United States' },
  ],
  regions: { US: [{ code: 'US-TX', name: 'Texas' }] },
  regionsInEnglish: false,
  fiats: [
    { code: 'EUR', name: 'Euro' },
    { code: 'USD', name: 'US Dollar' },
  ],
  preset: { crypto: 'btc' },
  sandbox: true,
};

const provider = (id: string, name: string) => ({
  id,
  name,
  sandbox: true,
  eta: { min: 5, max: 30 },
});

const offer = (
  id: string,
  name: string,
  amountOut: string,
  more: Partial<FiatOffer> = {},
): FiatOffer => ({
  provider: provider(id, name),
  side: 'buy',
  fiat: 'EUR',
  crypto: 'btc',
  method: 'card',
  amountIn: '180',
  amountOut,
  price: '54432',
  fees: { provider: '7.02', network: '2.25', partner: '0' },
  totalCost: '0.0612',
  min: '22.5',
  max: '18000',
  kyc: 'basic',
  via: null,
  ...more,
});

function answer(
  query: Partial<FiatOffersResponse['query']> = {},
  offers = [
    offer('sandbox-meadow', 'Sandbox Meadow', '0.0031'),
    offer('sandbox-atlas', 'Sandbox Atlas', '0.0029', { kyc: 'none' }),
  ],
): FiatOffersResponse {
  return {
    query: {
      side: 'buy',
      fiat: 'EUR',
      crypto: 'btc',
      amount: '180',
      country: 'DE',
      guessed: true,
      region: null,
      method: 'card',
      ...query,
    },
    sandbox: true,
    reference: { price: '54000', asOf: '2026-11-01', live: false },
    offers,
    failures: [
      { provider: provider('sandbox-prairie', 'Sandbox Prairie'), reason: 'place_unavailable' },
    ],
    otherMethods: ['sepa'],
  };
}

function stubApi(reply: (url: URL, init: RequestInit) => Response) {
  const calls: Array<{ url: URL; init: RequestInit }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      calls.push({ url, init });
      return reply(url, init);
    }),
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RampWidget', () => {
  it('fills the fields from the server’s defaults and ranks the offers', async () => {
    const calls = stubApi(() => Response.json(answer()));
    renderIsland(<RampWidget {...props} />, messages);

    expect(await screen.findByText(/2 offers in Euro, best first/)).toBeTruthy();
    // No country yet: the browser's languages go along for the guess, and the guess is named.
    expect(calls[0]?.url.pathname).toBe('/api/v1/fiat/offers');
    expect(calls[0]?.url.searchParams.get('languages')).not.toBeNull();
    expect(calls[0]?.url.searchParams.get('country')).toBeNull();
    expect(screen.getByText(/Guessed from your browser's languages/)).toBeTruthy();
    expect((screen.getByLabelText('Your country') as HTMLSelectElement).value).toBe('DE');
    expect((screen.getByLabelText(/Pay with currency/) as HTMLSelectElement).value).toBe('EUR');
    expect(screen.getByTestId('ramp-sandbox').textContent).toMatch(/simulated/);

    const cards = screen.getAllByTestId('ramp-offer');
    expect(cards.map((card) => card.dataset.provider)).toEqual(['sandbox-meadow', 'sandbox-atlas']);
    expect(within(cards[0]!).getByText('Best offer')).toBeTruthy();
    expect(within(cards[0]!).getByText('€7.02')).toBeTruthy();
    expect(within(cards[0]!).getByText('6.12%')).toBeTruthy();
    expect(within(cards[1]!).getByText('None for this amount')).toBeTruthy();
    expect(screen.getByText(/does not serve your country or region/)).toBeTruthy();
    // The other methods offered here become choices.
    expect(
      within(screen.getByLabelText('Payment method')).getByRole('option', {
        name: 'SEPA transfer',
      }),
    ).toBeTruthy();
  });

  it('labels the amount without an empty currency before the first answer', async () => {
    stubApi(() => Response.json(answer()));
    renderIsland(<RampWidget {...props} />, messages);
    // What the server HTML shows: no country, so no currency yet; never "You pay ()".
    expect(screen.getByText('You pay')).toBeTruthy();
    expect(screen.queryByText(/\(\s*\)/)).toBeNull();
    expect(await screen.findByText('You pay (EUR)')).toBeTruthy();
  });

  it('names the page’s own currency at once, and one sandbox notice is enough', () => {
    stubApi(() => new Response(null, { status: 503 }));
    renderIsland(
      <RampWidget {...props} preset={{ crypto: 'btc', fiat: 'EUR', country: 'DE' }} pageNotice />,
      messages,
    );
    expect(screen.getByText('You pay (EUR)')).toBeTruthy();
    expect(screen.queryByTestId('ramp-sandbox')).toBeNull();
  });

  it('calls the reference a dated snapshot, not a current price', async () => {
    stubApi(() => Response.json(answer()));
    renderIsland(<RampWidget {...props} />, messages);
    const reference = await screen.findByTestId('ramp-reference');
    expect(reference.textContent).toMatch(/1 BTC = €54,000\.00/);
    expect(reference.textContent).toMatch(/Nov 1, 2026/);
    expect(reference.textContent).toMatch(/not today's price/);
    expect(reference.textContent).not.toMatch(/as of/);
  });

  it('asks again for a chosen country, without the guess, and offers its regions', async () => {
    const user = userEvent.setup();
    const calls = stubApi((url) =>
      Response.json(
        url.searchParams.get('country') === 'US'
          ? answer({ country: 'US', fiat: 'USD', guessed: false }, [])
          : answer(),
      ),
    );
    renderIsland(<RampWidget {...props} />, messages);
    await screen.findByText(/2 offers/);
    await user.selectOptions(screen.getByLabelText('Your country'), 'US');
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('country')).toBe('US'));
    expect(calls.at(-1)?.url.searchParams.get('languages')).toBeNull();
    expect(await screen.findByText(/Choose yours to see every offer/)).toBeTruthy();
    expect(screen.getByLabelText('State or province')).toBeTruthy();
  });

  it('leads from a chosen offer through the address to the checkout link', async () => {
    const user = userEvent.setup();
    let sent: Record<string, unknown> = {};
    stubApi((url, init) => {
      if (url.pathname === '/api/v1/fiat/checkout') {
        sent = JSON.parse(String(init.body)) as Record<string, unknown>;
        return Response.json({
          url: 'https://site.test/en/fiat/sandbox-checkout?provider=sandbox-meadow',
          sandbox: true,
        });
      }
      return Response.json(answer());
    });
    renderIsland(<RampWidget {...props} />, messages);
    await user.click(await screen.findByRole('button', { name: 'Continue with Sandbox Meadow' }));
    const address = screen.getByLabelText(/Your BTC wallet address/);
    await user.type(address, BTC_ADDRESS);
    await user.click(screen.getByRole('button', { name: 'Get the checkout link' }));
    const link = await screen.findByTestId('ramp-checkout-link');
    expect(link.getAttribute('href')).toContain('/fiat/sandbox-checkout');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(sent).toMatchObject({
      provider: 'sandbox-meadow',
      address: BTC_ADDRESS,
      country: 'DE',
      fiat: 'EUR',
      amount: '180',
      method: 'card',
    });
  });

  it('shows the server’s reason on the address field when it is refused', async () => {
    const user = userEvent.setup();
    stubApi((url) =>
      url.pathname === '/api/v1/fiat/checkout'
        ? Response.json(
            {
              error: {
                code: 'invalid_address',
                message: 'This address is not valid for the selected network.',
                fields: { address: 'invalid_address' },
              },
            },
            { status: 400 },
          )
        : Response.json(answer()),
    );
    renderIsland(<RampWidget {...props} />, messages);
    await user.click(await screen.findByRole('button', { name: 'Continue with Sandbox Meadow' }));
    await user.type(screen.getByLabelText(/Your BTC wallet address/), 'nope');
    await user.click(screen.getByRole('button', { name: 'Get the checkout link' }));
    expect(
      await screen.findByText('This address is not valid for the selected network.'),
    ).toBeTruthy();
    expect(screen.getByLabelText(/Your BTC wallet address/).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('says when the offers cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubApi(() =>
      fail ? new Response('<html>down</html>', { status: 502 }) : Response.json(answer()),
    );
    renderIsland(<RampWidget {...props} />, messages);
    expect(await screen.findByText('The offers could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/2 offers/)).toBeTruthy();
  });
});
