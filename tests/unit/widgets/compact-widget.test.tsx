// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetConfig } from '@/components/embed/widget-config';
import { CompactWidget } from '@/components/widget-compact/compact-widget';
import { messages } from '@/components/widget-compact/compact-widget.messages';
import type { CompactCurrency } from '@/lib/catalogue/compact';
import { renderIsland } from '@/tests/helpers/render';
import { ALPHA, BETA, controlledStream, CURRENCIES, offer } from '../exchange/fixtures';

// The compact widget's form (docs/widgets.md, "/widget (v1)"): the best offer of the offers
// stream, labelled simulated; a figure only for the amount it was asked for; the new-tab link to
// /swap with the partner and source=widget-v1; the pair fixed with `lock`.

const COINS: CompactCurrency[] = CURRENCIES.map(({ code, ticker, name, icon, network }) => [
  code,
  ticker,
  name,
  icon,
  network.name,
  network.badge,
]);

const config = (extra: Partial<WidgetConfig> = {}): WidgetConfig => ({
  selection: { from: 'btc', to: 'eth', amount: '0.1', rateType: 'floating' },
  rateChoice: false,
  lockPair: false,
  partner: { id: 'ab12cd34ef56', displayName: null, logoUrl: null, allowedOrigins: [] },
  hideLogo: false,
  theme: {},
  scheme: 'light',
  ignored: [],
  ...extra,
});

function streamOffers() {
  const streams: Array<ReturnType<typeof controlledStream>> = [];
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      urls.push(String(input));
      const stream = controlledStream();
      streams.push(stream);
      return new Response(stream.body, { headers: { 'Content-Type': 'application/x-ndjson' } });
    }),
  );
  return { streams, urls };
}

const answer = (stream: ReturnType<typeof controlledStream>, amount: string, figures: string[]) =>
  act(() => {
    stream.push({
      type: 'start',
      query: { from: 'btc', to: 'eth', amount, direction: 'direct', rateType: 'floating' },
      sandbox: true,
      providers: [ALPHA, BETA],
    });
    stream.push({ type: 'offer', offer: offer(ALPHA, figures[0]!) });
    stream.push({ type: 'offer', offer: offer(BETA, figures[1]!) });
  });

const render = (extra: Partial<WidgetConfig> = {}) =>
  renderIsland(
    <CompactWidget config={config(extra)} coins={COINS} header={<h1>Box</h1>} footer={null} />,
    messages,
  );

beforeAll(async () => {
  await import('@/components/exchange/hero-estimate');
  await import('@/components/exchange/swap-api');
  await import('@/lib/rates/rank');
});
beforeEach(() => {
  // jsdom has no ResizeObserver; the height reports are e2e's (e2e/widget-compact.spec.ts).
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CompactWidget', () => {
  it('shows the best offer, labelled simulated, and links to /swap with the partner', async () => {
    const { streams, urls } = streamOffers();
    render();
    const link = screen.getByRole('link', { name: /Exchange now/ });
    expect(link.getAttribute('href')).toBe(
      '/swap?from=btc&to=eth&amount=0.1&rate=floating&ref=ab12cd34ef56&source=widget-v1',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    await waitFor(() => expect(urls).toHaveLength(1));
    answer(streams[0]!, '0.1', ['3.7', '3.75']);
    await waitFor(() => expect(screen.getByTestId('compact-amount-to').textContent).toBe('≈ 3.75'));
    expect(screen.getByTestId('compact-status').textContent).toBe(
      'SimulatedBest offer from Sandbox Beta',
    );
  });

  it('never shows an old figure for a new amount while the next round waits', async () => {
    const { streams, urls } = streamOffers();
    const user = userEvent.setup();
    render();
    await waitFor(() => expect(urls).toHaveLength(1));
    answer(streams[0]!, '0.1', ['3.7', '3.75']);
    await waitFor(() => expect(screen.getByTestId('compact-amount-to').textContent).toBe('≈ 3.75'));
    const amount = screen.getByRole('textbox', { name: 'You send' });
    await user.clear(amount);
    await user.type(amount, '1');
    expect(screen.getByTestId('compact-amount-to').textContent).toBe('—');
    expect(screen.getByRole('link', { name: /Exchange now/ }).getAttribute('href')).toContain(
      'amount=1&',
    );
    await waitFor(() => expect(urls).toHaveLength(2));
    answer(streams[1]!, '1', ['37', '37.5']);
    await waitFor(() => expect(screen.getByTestId('compact-amount-to').textContent).toBe('≈ 37.5'));
  });

  it('with lock, shows the pair as text: no pickers, no direction button', () => {
    streamOffers();
    render({ lockPair: true, partner: null });
    expect(screen.queryByRole('button', { name: /^You send: / })).toBeNull();
    expect(screen.queryByRole('button', { name: /Swap the coins/ })).toBeNull();
    expect(document.querySelectorAll('[data-locked-coin]')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Exchange now/ }).getAttribute('href')).toBe(
      '/swap?from=btc&to=eth&amount=0.1&rate=floating&source=widget-v1',
    );
  });
});
