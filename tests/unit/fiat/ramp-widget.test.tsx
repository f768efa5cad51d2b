// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import path from 'node:path';
import { RampWidget } from '@/components/fiat/ramp-widget';
import { messages } from '@/components/fiat/ramp-widget.messages';
import type { FiatOffer, FiatOffersResponse } from '@/lib/fiat/contract';
import type { RampWidgetProps } from '@/lib/fiat/widget-types';
import { eagerGraph } from '@/tests/helpers/eager-imports';
import { ROOT } from '@/tests/helpers/island-scan';
import { renderIsland } from '@/tests/helpers/render';

// The buy and sell widget against a stubbed API: the server's defaults (guessed country, its
// currency, a typical amount) fill the fields, offers come best first with their fees, a change
// asks again, and choosing one leads through the address to the provider's checkout link.

const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

const props: RampWidgetProps = {
  side: 'buy',
  coins: [
    {
      code: 'btc',
      ticker: 'BTC',
      name: 'Bitcoin',
      icon: '/icons/coins/btc.svg',
      network: { name: 'Bitcoin', badge: 'BTC' },
      popular: false,
      memo: null,
    },
    {
      code: 'xrp',
      ticker: 'XRP',
      name: 'XRP',
      icon: '/icons/coins/xrp.svg',
      network: { name: 'XRP Ledger', badge: 'XRP' },
      popular: false,
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

/** Opens the country picker, searches the name and chooses the first match with Enter. */
async function chooseCountry(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: /^Your country: / }));
  const search = await screen.findByRole('combobox', { name: 'Search countries' });
  await waitFor(() => expect(document.activeElement).toBe(search));
  await user.type(search, name, { skipClick: true });
  await user.keyboard('{Enter}');
}

beforeAll(async () => {
  // jsdom has no layout: the picker's list scrolls its active option into view in a browser.
  Element.prototype.scrollIntoView ??= () => {};
  await import('@/components/asset/picker/picker-drawer');
});

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
    // The country picker names the guessed country (the value a <select> held before).
    expect(screen.getByLabelText('Your country').getAttribute('aria-label')).toBe(
      'Your country: Germany. Change the country',
    );
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
    await chooseCountry(user, 'United States');
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

  it('sends one Idempotency-Key per offer and address: a repeated click reuses it (L8d)', async () => {
    const user = userEvent.setup();
    const keys: (string | null)[] = [];
    stubApi((url, init) => {
      if (url.pathname === '/api/v1/fiat/checkout') {
        keys.push(new Headers(init.headers).get('Idempotency-Key'));
        return Response.json(
          { error: { code: 'provider_unavailable', message: 'Try again.' } },
          { status: 503 },
        );
      }
      return Response.json(answer());
    });
    renderIsland(<RampWidget {...props} />, messages);
    await user.click(await screen.findByRole('button', { name: 'Continue with Sandbox Meadow' }));
    const address = screen.getByLabelText(/Your BTC wallet address/);
    await user.type(address, BTC_ADDRESS);
    const submit = () => user.click(screen.getByRole('button', { name: 'Get the checkout link' }));
    await submit();
    await screen.findByText('Try again.');
    await submit();
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    // Another address is another request: a new key.
    await user.type(address, 'x');
    await submit();
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).not.toBe(keys[0]);
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

describe('the coin and country pickers of the widget (the swap form’s searchable picker)', () => {
  it('shows the coin and the country with their icon and mark, and the guess as a hint', async () => {
    stubApi(() => Response.json(answer()));
    renderIsland(<RampWidget {...props} />, messages);
    const coin = screen.getByRole('button', { name: /^You get: / });
    expect(coin.getAttribute('aria-label')).toBe(
      'You get: Bitcoin (BTC) on Bitcoin. Change the coin',
    );
    expect(coin.querySelector('img')?.getAttribute('src')).toBe('/icons/coins/btc.svg');
    // Before the first answer no country is known: the picker says it is being found.
    expect(screen.getByRole('button', { name: 'Finding your country…' })).toBeTruthy();
    const country = await screen.findByRole('button', { name: /^Your country: Germany/ });
    expect(country.textContent).toContain('DE');
    expect(country.textContent).not.toMatch(/\p{Regional_Indicator}/u);
    const hint = document.getElementById(country.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toMatch(/Guessed from your browser's languages/);
  });

  it('asks again for the coin chosen in the picker, found by its name', async () => {
    const user = userEvent.setup();
    const calls = stubApi((url) =>
      Response.json(answer({ crypto: url.searchParams.get('crypto') ?? 'btc' })),
    );
    renderIsland(<RampWidget {...props} />, messages);
    await screen.findByText(/2 offers/);
    await user.click(screen.getByRole('button', { name: /^You get: / }));
    const search = await screen.findByRole('combobox', { name: 'Search coins' });
    await waitFor(() => expect(document.activeElement).toBe(search));
    await user.type(search, 'ledger', { skipClick: true });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'XRPXRPXRP',
    ]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('crypto')).toBe('xrp'));
    expect(screen.getByRole('button', { name: /^You get: / }).getAttribute('aria-label')).toBe(
      'You get: XRP (XRP) on XRP Ledger. Change the coin',
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /^You get: / })),
    );
  });

  it('finds a country by its ISO code, and the choice drops the guess', async () => {
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
    await chooseCountry(user, 'us');
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('country')).toBe('US'));
    const country = screen.getByRole('button', { name: /^Your country: / });
    expect(country.getAttribute('aria-label')).toBe(
      'Your country: United States. Change the country',
    );
    expect(country.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText(/Guessed from your browser's languages/)).toBeNull();
  });

  it('marks its form for the early-tap replay of the pickers (a tap before hydration)', () => {
    stubApi(() => Response.json(answer()));
    renderIsland(<RampWidget {...props} />, messages);
    const coin = screen.getByRole('button', { name: /^You get: / });
    expect(coin.getAttribute('type')).toBe('button');
    expect(coin.closest('form')!.hasAttribute('data-early-click')).toBe(true);
  });

  it('keeps the drawer out of the first load of the buy pages', () => {
    const graph = eagerGraph(path.join(ROOT, 'components/fiat/ramp-widget.tsx'));
    expect(graph.packages.has('vaul')).toBe(false);
    expect(graph.specifiers.has('next/image')).toBe(false);
  });
});
