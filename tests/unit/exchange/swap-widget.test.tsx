// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SwapFlow } from '@/components/exchange/swap-flow';
import { messages } from '@/components/exchange/swap-flow.messages';
import type { OfferEvent } from '@/lib/rates/contract';
import { renderIsland } from '@/tests/helpers/render';
import { ALPHA, BETA, controlledStream, CURRENCIES, GAMMA, offer } from './fixtures';

// The swap widget of issue 12: quotes typed in either field, the offers table, the coin list's
// retry and step 2 following a re-quote. Streams are released line by line (ordering, no clock).

const mocks = vi.hoisted(() => ({ replace: vi.fn() }));
vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
  usePathname: () => '/swap',
}));
vi.mock('@/lib/i18n/navigation', () => ({
  useRouter: () => ({ replace: mocks.replace, push: vi.fn() }),
  Link: ({ href, children }: { href: string; children: ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));

interface ApiOptions {
  /** Answers of GET /api/v1/currencies, in order; the last one repeats. */
  catalogue?: Array<() => Response>;
  /** The answer of POST /api/v1/swaps. */
  create?: () => Response;
}

function mockApi({ catalogue = [], create }: ApiOptions = {}) {
  const streams: Array<ReturnType<typeof controlledStream>> = [];
  const offerUrls: string[] = [];
  const currencyCalls: string[] = [];
  const ok = () =>
    Response.json({
      currencies: CURRENCIES,
      prices: { source: 'snapshot', asOf: '2026-11-01T00:00:00.000Z' },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.startsWith('/api/v1/currencies')) {
        const answer = catalogue[currencyCalls.length] ?? catalogue.at(-1) ?? ok;
        currencyCalls.push(url);
        return answer();
      }
      if (url.startsWith('/api/v1/swaps') && create) return create();
      offerUrls.push(url);
      const stream = controlledStream();
      streams.push(stream);
      return new Response(stream.body, { headers: { 'Content-Type': 'application/x-ndjson' } });
    }),
  );
  return { streams, offerUrls, currencyCalls, ok };
}

/** Releases a whole answer: start, the events, done, end of stream. */
function answer(stream: ReturnType<typeof controlledStream>, events: OfferEvent[]) {
  const providers = [ALPHA, BETA, GAMMA];
  act(() => {
    stream.push({
      type: 'start',
      query: { from: 'btc', to: 'eth', amount: '1', direction: 'direct', rateType: 'floating' },
      sandbox: true,
      providers,
    });
    for (const event of events) stream.push(event);
    stream.push({ type: 'done', best: null, limits: { min: '0.001', max: '5' } });
    stream.close();
  });
}

beforeAll(async () => {
  await import('@/components/exchange/swap-api');
  await import('@/components/exchange/checkout/checkout-step');
});
beforeEach(() => window.history.replaceState(null, '', '/swap'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  mocks.replace.mockReset();
});

describe('quotes in both directions', () => {
  it('typing "You get" asks a reverse quote, shows what the best offer takes and keeps it in the URL', async () => {
    const api = mockApi();
    const user = userEvent.setup();
    renderIsland(
      <SwapFlow initial={{ from: 'btc', to: 'eth', amount: '0.1', rateType: 'floating' }} />,
      messages,
    );
    await waitFor(() => expect(api.streams).toHaveLength(1));
    answer(api.streams[0]!, [{ type: 'offer', offer: offer(ALPHA, '1.5') }]);
    const get = screen.getByRole<HTMLInputElement>('textbox', { name: 'You get' });
    await waitFor(() => expect(get.value).toBe('1.5'));

    await user.clear(get);
    await user.type(get, '2');
    await waitFor(() => expect(api.offerUrls).toHaveLength(2));
    const asked = new URL(api.offerUrls[1]!, 'http://x').searchParams;
    expect(asked.get('amount')).toBe('2');
    expect(asked.get('direction')).toBe('reverse');
    expect(window.location.search).toBe(
      '?from=btc&to=eth&amount=2&direction=reverse&rate=floating',
    );

    // Reverse offers all give 2 ETH; the best asks the least BTC. A provider without reverse
    // quotes says so in its own line.
    answer(api.streams[1]!, [
      { type: 'offer', offer: offer(ALPHA, '2', { amountFrom: '0.14' }) },
      { type: 'offer', offer: offer(BETA, '2', { amountFrom: '0.131' }) },
      {
        type: 'failure',
        failure: { provider: GAMMA, rateType: 'floating', reason: 'pair_unavailable' },
      },
    ]);
    const send = screen.getByRole<HTMLInputElement>('textbox', { name: 'You send' });
    await waitFor(() => expect(send.value).toBe('0.131'));
    expect(get.value).toBe('2');
    expect(screen.getByText('Sandbox Gamma: no quote by the amount you get')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'You send' })).toBeTruthy();
    const [first] = within(table).getAllByRole('rowheader');
    expect(first!.textContent).toMatch(/^Sandbox Beta/);
    expect(within(table).getByText('0.131 BTC')).toBeTruthy();

    // Typing "You send" again goes back to a direct quote.
    await user.clear(send);
    await user.type(send, '0.3');
    await waitFor(() => expect(api.offerUrls).toHaveLength(3));
    expect(new URL(api.offerUrls[2]!, 'http://x').searchParams.get('direction')).toBe('direct');
    expect(window.location.search).toBe('?from=btc&to=eth&amount=0.3&rate=floating');
  });
});

describe('the offers table', () => {
  it('is a captioned table, best first, a Choose button per row, the sandbox named', async () => {
    const api = mockApi();
    const user = userEvent.setup();
    renderIsland(
      <SwapFlow initial={{ from: 'btc', to: 'eth', amount: '0.1', rateType: 'floating' }} />,
      messages,
    );
    await waitFor(() => expect(api.streams).toHaveLength(1));
    act(() =>
      api.streams[0]!.push({
        type: 'start',
        query: { from: 'btc', to: 'eth', amount: '0.1', direction: 'direct', rateType: 'floating' },
        sandbox: true,
        providers: [ALPHA, BETA, GAMMA],
      }),
    );
    // Before any answer: a grey row per provider, hidden from assistive technology.
    const table = await screen.findByRole('table', { name: /^Offers for BTC → ETH/ });
    expect(table.querySelectorAll('tbody tr[data-skeleton]')).toHaveLength(3);
    expect(within(table).queryAllByRole('rowheader')).toHaveLength(0);

    act(() => api.streams[0]!.push({ type: 'offer', offer: offer(ALPHA, '1.5') }));
    act(() => api.streams[0]!.push({ type: 'offer', offer: offer(BETA, '1.52') }));
    await waitFor(() => expect(table.querySelectorAll('tbody tr[data-skeleton]')).toHaveLength(1));
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Provider',
      'You get',
      'Rate',
      'Fees',
      'Time',
      'Verification',
      'Choose',
    ]);
    expect(
      within(table).getByRole('columnheader', { name: 'You get' }).getAttribute('aria-sort'),
    ).toBe('descending');
    const rows = within(table).getAllByRole('rowheader');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Sandbox BetaSandboxBest offer',
      'Sandbox AlphaSandbox',
    ]);
    const beta = rows[0]!.closest('tr')!;
    expect(within(beta).getByText('1.52 ETH')).toBeTruthy();
    expect(within(beta).getByText('network fee 0.0012 ETH')).toBeTruthy();
    expect(within(beta).getByText('2–8 min')).toBeTruthy();
    expect(within(beta).getByText('Verification sometimes asked')).toBeTruthy();
    // No unbacked rating; the gap to the best offer instead (Alpha gives 1.5 of Beta's 1.52).
    expect(within(table).queryByText(/of 5/)).toBeNull();
    const alpha = rows[1]!.closest('tr')!;
    expect(within(alpha).getByText('-1.3% vs. best')).toBeTruthy();
    expect(within(beta).queryByText(/vs\. best/)).toBeNull();
    expect(
      within(screen.getByRole('combobox', { name: 'Sort by' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Amount received', 'Speed']);

    // Sorting by speed reorders the rows and moves the sort mark.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'speed');
    expect(within(table).getAllByRole('rowheader')[0]!.textContent).toMatch(/^Sandbox Beta/);
    expect(
      within(table).getByRole('columnheader', { name: 'Time' }).getAttribute('aria-sort'),
    ).toBe('ascending');

    // Rows are places: after the sort, Alpha's offer is in the second one. Choosing it from its
    // row opens step 2 with that offer.
    const alphaRow = within(table).getAllByRole('rowheader')[1]!.closest('tr')!;
    await user.click(
      within(alphaRow).getByRole('button', { name: 'Choose the offer of Sandbox Alpha' }),
    );
    const summary = await screen.findByRole('region', { name: 'Your offer' });
    expect(within(summary).getByText('Sandbox Alpha')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: /Step 2 of 3/ })).toBeTruthy();
  });
});

describe('step 1 on the way to an offer (issue 22)', () => {
  it('below the minimum: a button sets the amount to it, and Continue says why it is off', async () => {
    const api = mockApi();
    const user = userEvent.setup();
    renderIsland(
      <SwapFlow initial={{ from: 'btc', to: 'eth', amount: '0.0001', rateType: 'floating' }} />,
      messages,
    );
    await waitFor(() => expect(api.streams).toHaveLength(1));
    act(() => {
      const stream = api.streams[0]!;
      stream.push({
        type: 'start',
        query: {
          from: 'btc',
          to: 'eth',
          amount: '0.0001',
          direction: 'direct',
          rateType: 'floating',
        },
        sandbox: true,
        providers: [ALPHA],
      });
      stream.push({
        type: 'failure',
        failure: { provider: ALPHA, reason: 'amount_too_low', min: '0.00009561' },
      });
      stream.push({ type: 'done', best: null, limits: { min: '0.002', max: null } });
      stream.close();
    });
    const next = screen.getByRole<HTMLButtonElement>('button', {
      name: 'Continue with the best offer',
    });
    await waitFor(() => expect(next.disabled).toBe(true));
    expect(next.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(next.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Change the amount first: no provider takes this one.',
    );
    // The sandbox banner comes after "no offer" and the providers' reasons, not between them.
    const none = screen.getByText('No provider has an offer for this pair and amount right now.');
    const banner = screen.getByRole('note');
    const reasons = screen.getByRole('heading', { name: 'Providers without an offer' });
    expect(none.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(reasons.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Use 0.002 BTC' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'You send' }).value).toBe('0.002');
    await waitFor(() => expect(api.offerUrls).toHaveLength(2));
    expect(new URL(api.offerUrls[1]!, 'http://x').searchParams.get('amount')).toBe('0.002');
  });

  it('a coin the catalogue does not list falls back to the default pair and says so', async () => {
    const api = mockApi();
    renderIsland(
      <SwapFlow initial={{ from: 'zzz', to: 'eth', amount: '5', rateType: 'floating' }} />,
      messages,
    );
    expect(
      await screen.findByText(
        'The link names a coin we do not list (ZZZ), so the default pair is shown.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(window.location.search).toBe('?from=btc&to=eth&amount=0.1&rate=floating'),
    );
    await waitFor(() =>
      expect(
        api.offerUrls.some((url) => url.includes('from=btc') && url.includes('amount=0.1')),
      ).toBe(true),
    );
    expect(screen.getByRole('button', { name: /^You send: Bitcoin/ })).toBeTruthy();
  });
});

describe('a coin list that fails', () => {
  it('says so and loads it again on request', async () => {
    const failed = () => new Response('upstream down', { status: 503 });
    const api = mockApi({ catalogue: [failed] });
    const user = userEvent.setup();
    renderIsland(
      <SwapFlow initial={{ from: 'btc', to: 'eth', amount: '0.1', rateType: 'floating' }} />,
      messages,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/The coin list could not be loaded\./);
    const pickers = screen.getAllByRole<HTMLButtonElement>('button', {
      name: /^Loading the coins/,
    });
    expect(pickers.map((picker) => picker.disabled)).toEqual([true, true]);

    mockApi({ catalogue: [api.ok] });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^You send: Bitcoin/ })).toBeTruthy(),
    );
    expect(screen.queryByText('The coin list could not be loaded.')).toBeNull();
  });
});

describe('a re-quote in step 2', () => {
  it('follows the best new offer and says what changed', async () => {
    const expired = () =>
      Response.json(
        { error: { code: 'quote_expired', message: 'The quote expired.', fields: {} } },
        { status: 409 },
      );
    const api = mockApi({ create: expired });
    const user = userEvent.setup();
    renderIsland(
      <SwapFlow initial={{ from: 'btc', to: 'eth', amount: '0.1', rateType: 'floating' }} />,
      messages,
    );
    await waitFor(() => expect(api.streams).toHaveLength(1));
    answer(api.streams[0]!, [
      { type: 'offer', offer: offer(ALPHA, '1.5') },
      { type: 'offer', offer: offer(BETA, '1.45') },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Continue with the best offer' }));
    await screen.findByRole('heading', { name: /Step 2 of 3/ });

    await user.type(
      await screen.findByLabelText(/Your ETH address on Ethereum/),
      '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
    );
    await user.click(screen.getByRole('checkbox', { name: /terms of use/ }));
    await user.click(screen.getByRole('button', { name: 'Create the swap' }));

    // The provider refused the old quote: a new round is asked, and until it ends step 2 waits.
    await waitFor(() => expect(api.streams).toHaveLength(2));
    answer(api.streams[1]!, [
      { type: 'offer', offer: offer(ALPHA, '1.4') },
      { type: 'offer', offer: offer(BETA, '1.44') },
    ]);
    const change = await screen.findByTestId('requote-change');
    expect(change.textContent).toBe(
      'The best offer changed: you now get 1.44 ETH from Sandbox Beta instead of 1.5 ETH from Sandbox Alpha.',
    );
    const summary = screen.getByRole('region', { name: 'Your offer' });
    expect(within(summary).getByText('Sandbox Beta')).toBeTruthy();
    expect(within(summary).getByText('1.44 ETH')).toBeTruthy();
    expect(mocks.replace).not.toHaveBeenCalled();
  });
});
