// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SwapFlow } from '@/components/exchange/swap-flow';
import { ALPHA, BETA, controlledStream, CURRENCIES, DELTA, GAMMA, offer } from './fixtures';
import { messages } from '@/components/exchange/swap-flow.messages';
import { renderIsland } from '@/tests/helpers/render';

const renderExchange = (ui: ReactElement) => renderIsland(ui, messages);

vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
  usePathname: () => '/swap',
}));

const QUERY = {
  from: 'btc',
  to: 'eth',
  amount: '0.1',
  direction: 'direct',
  rateType: 'floating',
} as const;

function mockApi() {
  const streams: Array<ReturnType<typeof controlledStream>> = [];
  const offerUrls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith('/api/v1/currencies')) {
      return Response.json({
        currencies: CURRENCIES,
        prices: { source: 'snapshot', asOf: '2026-11-01T00:00:00.000Z' },
      });
    }
    offerUrls.push(url);
    const stream = controlledStream();
    streams.push(stream);
    return new Response(stream.body, { headers: { 'Content-Type': 'application/x-ndjson' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { streams, offerUrls, fetchMock };
}

beforeEach(() => window.history.replaceState(null, '', '/swap'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SwapFlow step 1', () => {
  it('shows offers as they stream in, marks the best and says how many providers answered', async () => {
    const api = mockApi();
    renderExchange(
      <SwapFlow initial={{ from: 'btc', to: 'eth', amount: '0.1', rateType: 'floating' }} />,
    );
    await waitFor(() => expect(api.streams).toHaveLength(1));
    expect(api.offerUrls[0]).toBe(`/api/v1/offers?${new URLSearchParams(QUERY)}`);
    const stream = api.streams[0]!;

    act(() =>
      stream.push({
        type: 'start',
        query: QUERY,
        sandbox: true,
        providers: [ALPHA, BETA, GAMMA, DELTA],
      }),
    );
    act(() => stream.push({ type: 'offer', offer: offer(ALPHA, '1.5') }));
    expect(await screen.findByText('1 of 4 providers answered')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toMatch(/simulated/);
    // Cards and table are both rendered (CSS shows one by width): the offer is in each.
    expect(screen.getAllByText('Sandbox Alpha')).toHaveLength(2);

    act(() => stream.push({ type: 'offer', offer: offer(BETA, '1.52') }));
    act(() =>
      stream.push({
        type: 'failure',
        failure: { provider: GAMMA, reason: 'amount_too_low', min: '0.5' },
      }),
    );
    expect(await screen.findByText('3 of 4 providers answered')).toBeTruthy();
    const [bestCard, bestRow] = screen.getAllByText('Best offer');
    const card = bestCard!.closest('li')!;
    expect(within(card).getByText('Sandbox Beta')).toBeTruthy();
    expect(within(card).getAllByText('Sandbox').length).toBeGreaterThan(0);
    const row = bestRow!.closest('tr')!;
    expect(within(row).getByRole('rowheader').textContent).toMatch(/^Sandbox Beta/);
    expect(screen.getByText('Sandbox Gamma: below its minimum of 0.5 BTC')).toBeTruthy();
    // The best figure is in "You get", in its card and in its row.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'You get' }).value).toBe('1.52');
    expect(screen.getAllByText('1.52 ETH')).toHaveLength(2);

    act(() => stream.push({ type: 'done', best: null, limits: { min: '0.001', max: '5' } }));
    act(() => stream.close());
    expect(await screen.findByText('Sandbox Delta: not answering')).toBeTruthy();
    expect(window.location.search).toBe('?from=btc&to=eth&amount=0.1&rate=floating');
  });

  it('disables the offers and names the minimum when the amount is too low', async () => {
    const api = mockApi();
    renderExchange(
      <SwapFlow initial={{ from: 'btc', to: 'eth', amount: '0.0001', rateType: 'floating' }} />,
    );
    await waitFor(() => expect(api.streams).toHaveLength(1));
    const stream = api.streams[0]!;
    act(() => stream.push({ type: 'start', query: QUERY, sandbox: true, providers: [ALPHA] }));
    act(() =>
      stream.push({
        type: 'failure',
        failure: { provider: ALPHA, reason: 'amount_too_low', min: '0.002' },
      }),
    );
    act(() => stream.push({ type: 'done', best: null, limits: { min: '0.002', max: null } }));
    act(() => stream.close());

    expect(await screen.findByText(/below the minimum of 0.002 BTC/)).toBeTruthy();
    const next = screen.getByRole('button', {
      name: 'Continue with the best offer',
    }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
  });

  it('asks again, once, after the visitor stops typing', async () => {
    const api = mockApi();
    const user = userEvent.setup();
    renderExchange(
      <SwapFlow initial={{ from: 'btc', to: 'eth', amount: '0.1', rateType: 'floating' }} />,
    );
    await waitFor(() => expect(api.streams).toHaveLength(1));
    const input = screen.getByRole('textbox', { name: 'You send' });
    await user.clear(input);
    await user.type(input, '0.25');
    await waitFor(() => expect(api.offerUrls.at(-1)).toContain('amount=0.25'));
    expect(api.offerUrls.filter((url) => url.includes('amount=0.2&'))).toHaveLength(0);
    expect(window.location.search).toContain('amount=0.25');
  });
});
