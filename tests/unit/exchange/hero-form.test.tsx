// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeroForm } from '@/components/exchange/hero-form';
import { messages } from '@/components/exchange/hero-form.messages';
import type { CompactCurrency } from '@/lib/catalogue/compact';
import { renderIsland } from '@/tests/helpers/render';
import { ALPHA, BETA, controlledStream, CURRENCIES, offer } from './fixtures';

const mocks = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('@/lib/i18n/navigation', () => ({
  useRouter: () => ({ push: mocks.push }),
  getPathname: ({ href, locale }: { href: string; locale: string }) =>
    locale === 'en' ? href : `/${locale}${href}`,
}));

// What the home page embeds: the popular coins as [code, ticker, name, icon, network, badge].
const POPULAR: CompactCurrency[] = CURRENCIES.filter((currency) => currency.popular).map(
  ({ code, ticker, name, icon, network }) => [
    code,
    ticker,
    name,
    icon,
    network.name,
    network.badge,
  ],
);

function mockCatalogue() {
  const fetchMock = vi.fn<typeof fetch>(async () =>
    Response.json({
      currencies: CURRENCIES,
      prices: { source: 'snapshot', asOf: '2026-11-01T00:00:00.000Z' },
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderHero = () => renderIsland(<HeroForm popular={POPULAR} />, messages);
const picker = (side: 'You send' | 'You get') =>
  screen.getByRole('button', { name: new RegExp(`^${side}: `) });

// The modules the form loads with import() when the visitor acts, transformed once up front so
// a busy machine cannot make the first of them outlast waitFor().
beforeAll(async () => {
  await import('@/lib/rates/rules');
  await import('@/components/exchange/swap-api');
  await import('@/components/exchange/hero-estimate');
  await import('@/components/exchange/load-currencies');
  await import('@/components/exchange/hero-submit');
  await import('@/components/asset/picker/picker-drawer');
});
beforeEach(() => mocks.push.mockReset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('HeroForm', () => {
  it('renders the default pair from the embedded coins without fetching anything', () => {
    const fetchMock = mockCatalogue();
    renderHero();
    expect(picker('You send').getAttribute('aria-label')).toBe(
      'You send: Bitcoin (BTC) on Bitcoin. Change the coin',
    );
    expect((picker('You get') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'You send' }).value).toBe('0.1');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads the full list once, when a picker is first reached, and finds a coin from it', async () => {
    const fetchMock = mockCatalogue();
    const user = userEvent.setup();
    renderHero();

    act(() => picker('You get').focus());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/currencies');
    await user.click(picker('You get'));
    const search = await screen.findByRole('combobox', { name: 'Search coins' });
    await waitFor(() => expect(document.activeElement).toBe(search));

    // XRP is not popular: only the full list has it.
    await user.type(search, 'xrp', { skipClick: true });
    const listbox = await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(picker('You get').getAttribute('aria-label')).toMatch(/XRP \(XRP\)/),
    );
    expect(within(listbox).queryAllByRole('option').length).toBeGreaterThan(0);

    // Reaching for the other picker loads nothing again.
    await act(async () => {
      picker('You send').focus();
      await import('@/components/exchange/load-currencies');
    });
    // (The coin chosen starts the live estimate, whose offers request may be out by now.)
    const listCalls = fetchMock.mock.calls.filter(([url]) =>
      String(url).startsWith('/api/v1/currencies'),
    );
    expect(listCalls).toHaveLength(1);
  });

  it('swaps the coins with the direction button', async () => {
    mockCatalogue();
    const user = userEvent.setup();
    renderHero();
    const flip = screen.getByRole<HTMLButtonElement>('button', {
      name: 'Swap the coins you send and get',
    });
    // Before hydration (and without JavaScript) it submits the GET form with flip=1.
    expect([flip.type, flip.name, flip.value]).toEqual(['submit', 'flip', '1']);
    const submitted = vi.fn();
    flip.form!.addEventListener('submit', submitted);
    await user.click(flip);
    expect(picker('You send').getAttribute('aria-label')).toMatch(/Ethereum \(ETH\)/);
    expect(picker('You get').getAttribute('aria-label')).toMatch(/Bitcoin \(BTC\)/);
    // Hydrated, it swaps in place: no submission, no navigation.
    expect(submitted).not.toHaveBeenCalled();
    expect(mocks.push).not.toHaveBeenCalled();
  });

  it('compares the offers on Enter in the amount field; the direction button is not the default', async () => {
    mockCatalogue();
    const user = userEvent.setup();
    renderHero();
    const amount = screen.getByRole('textbox', { name: 'You send' });
    await user.clear(amount);
    await user.type(amount, '0.5{Enter}');
    await waitFor(() =>
      expect(mocks.push).toHaveBeenCalledWith('/swap?from=btc&to=eth&amount=0.5&rate=floating'),
    );
    expect(picker('You send').getAttribute('aria-label')).toMatch(/Bitcoin \(BTC\)/);
    // Without JavaScript too: the form's first submit button sends no `flip`.
    const first = amount.closest('form')!.querySelector<HTMLButtonElement>('[type=submit]')!;
    expect(first.name).toBe('');
  });

  it('marks the form for the early-tap replay of its coin pickers', () => {
    renderHero();
    expect(picker('You send').closest('form')!.hasAttribute('data-early-click')).toBe(true);
  });

  it('checks the amount on submit: refuses one the offers API would refuse, then goes to /swap', async () => {
    mockCatalogue();
    const user = userEvent.setup();
    renderHero();
    const amount = screen.getByRole('textbox', { name: 'You send' });

    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(screen.getByRole('button', { name: 'Compare offers' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter an amount, for example 0.1.',
    );
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(mocks.push).not.toHaveBeenCalled();

    await user.type(amount, '.25');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Compare offers' }));
    await waitFor(() =>
      expect(mocks.push).toHaveBeenCalledWith('/swap?from=btc&to=eth&amount=0.25&rate=floating'),
    );
  });

  it('shows a live estimate once the visitor types, from the best offer, labelled simulated', async () => {
    const offerUrls: string[] = [];
    const streams: Array<ReturnType<typeof controlledStream>> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        offerUrls.push(String(input));
        const stream = controlledStream();
        streams.push(stream);
        return new Response(stream.body, { headers: { 'Content-Type': 'application/x-ndjson' } });
      }),
    );
    const user = userEvent.setup();
    renderHero();
    const estimate = screen.getByTestId('hero-estimate');
    expect(estimate.textContent).toBe(
      "Every provider's offer, with every fee included, on the next page.",
    );
    const get = screen.getByRole<HTMLInputElement>('textbox', { name: 'You get' });
    expect(get.placeholder).toBe('Estimated as you type');
    // Reading the page asks no provider anything.
    expect(offerUrls).toHaveLength(0);

    const amount = screen.getByRole('textbox', { name: 'You send' });
    await user.clear(amount);
    await user.type(amount, '0.25');
    // Asked once, for what was typed last, after the typing paused.
    await waitFor(() => expect(offerUrls).toHaveLength(1));
    const asked = new URL(offerUrls[0]!, 'http://x').searchParams;
    expect([asked.get('amount'), asked.get('direction'), asked.get('rateType')]).toEqual([
      '0.25',
      'direct',
      'floating',
    ]);
    act(() => {
      streams[0]!.push({
        type: 'start',
        query: {
          from: 'btc',
          to: 'eth',
          amount: '0.25',
          direction: 'direct',
          rateType: 'floating',
        },
        sandbox: true,
        providers: [ALPHA, BETA],
      });
      streams[0]!.push({ type: 'offer', offer: offer(ALPHA, '3.7') });
      streams[0]!.push({ type: 'offer', offer: offer(BETA, '3.75') });
    });
    await waitFor(() => expect(get.value).toBe('3.75'));
    expect(estimate.textContent).toBe(
      'SimulatedEstimate: the best of 2 offers, from Sandbox Beta. Compare them all on the next page.',
    );
    expect(get.getAttribute('aria-describedby')).toBe(estimate.parentElement!.id);
  });

  it('says when the coin list failed and offers to load it again', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('down', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderHero();
    act(() => picker('You get').focus());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^The coin list could not be loaded\./);
    // The popular coins stay usable meanwhile.
    expect((picker('You send') as HTMLButtonElement).disabled).toBe(false);

    fetchMock.mockImplementation(async () =>
      Response.json({
        currencies: CURRENCIES,
        prices: { source: 'snapshot', asOf: '2026-11-01T00:00:00.000Z' },
      }),
    );
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows the estimate of the last offers round on first paint, with its rate and age', () => {
    const now = Date.now();
    renderIsland(
      <HeroForm
        popular={POPULAR}
        seen={{
          renderedAt: now,
          estimate: {
            from: 'btc',
            to: 'eth',
            amount: '0.1',
            amountTo: '4.113004',
            rate: '41.13004',
            observedAt: new Date(now - 12 * 60_000).toISOString(),
            sandbox: true,
          },
        }}
      />,
      messages,
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'You get' }).value).toBe('4.113');
    expect(screen.getByTestId('hero-estimate').textContent).toBe(
      'Simulated1 BTC ≈ 41.13004 ETH Estimate from the offers seen 12 minutes ago.',
    );
  });

  it('shows no figure when the server has no recent offers round', () => {
    renderHero();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'You get' }).value).toBe('');
    expect(screen.getByTestId('hero-estimate').textContent).not.toMatch(/≈/);
  });
});
