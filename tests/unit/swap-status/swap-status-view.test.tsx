// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SwapStatusView } from '@/components/swap-status';
import { messages } from '@/components/swap-status/swap-status-view.messages';
import { renderIsland } from '@/tests/helpers/render';
import { mockFetch, sampleSwap } from './fixtures';

const renderView = (ui: ReactElement) => renderIsland(ui, messages);

vi.mock('@/lib/i18n/navigation', async () => ({ Link: (await import('./fixtures')).PlainLink }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const xrpSwap = sampleSwap({
  from: {
    code: 'xrp',
    ticker: 'XRP',
    name: 'XRP',
    network: 'ripple',
    networkName: 'XRP Ledger',
    icon: '/icons/xrp.svg',
  },
  amountFrom: '250',
  depositAddress: 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY',
  depositExtraId: '3141592653',
});

describe('SwapStatusView', () => {
  it('shows a busy skeleton while the swap loads', () => {
    mockFetch(() => ({ status: 200, body: sampleSwap() }));
    const { container } = renderView(<SwapStatusView swapId="K7QM2XWD9P" />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByText('Loading the swap status…')).toBeTruthy();
  });

  it('asks for the deposit with the memo, its warning, copy buttons and a QR code', async () => {
    const fetchMock = mockFetch(() => ({ status: 200, body: xrpSwap }));
    const user = userEvent.setup();
    renderView(<SwapStatusView swapId="K7QM2XWD9P" />);

    expect(
      await screen.findByRole('heading', {
        name: 'Send exactly 250 XRP (XRP Ledger) to this address',
      }),
    ).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/swaps/K7QM2XWD9P');
    expect(screen.getByText('rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY')).toBeTruthy();
    expect(screen.getByText('3141592653')).toBeTruthy();
    expect(screen.getByText('Include this memo or your deposit can be lost.')).toBeTruthy();
    expect(screen.getByText(/Send only XRP on XRP Ledger\./)).toBeTruthy();
    expect(screen.getByText(/the amount you receive may change with the market/)).toBeTruthy();
    const qr = screen.getByRole('img', { name: 'QR code of the XRP (XRP Ledger) deposit address' });
    expect(qr.querySelector('svg')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Copy the memo' }));
    expect(await navigator.clipboard.readText()).toBe('3141592653');
    await user.click(screen.getByRole('button', { name: 'Copy the deposit address' }));
    expect(await navigator.clipboard.readText()).toBe('rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY');
    expect(screen.getAllByText('Copied').length).toBeGreaterThan(0);

    // The Swap ID is shown in groups but copied plain.
    await user.click(screen.getByRole('button', { name: 'Copy the Swap ID' }));
    expect(await navigator.clipboard.readText()).toBe('K7QM2XWD9P');
    const status = screen.getByRole('link', { name: 'Status page of this swap' });
    expect(status.getAttribute('href')).toBe('/transaction-status?id=K7QM2XWD9P');
  });

  it('counts down the deadline of a fixed rate', async () => {
    const expiresAt = new Date(Date.now() + 10 * 60_000).toISOString();
    mockFetch(() => ({ status: 200, body: sampleSwap({ rateType: 'fixed', expiresAt }) }));
    renderView(<SwapStatusView swapId="K7QM2XWD9P" />);
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toMatch(/^(10:00|9:5\d)$/);
    expect(screen.queryByText(/may change with the market/)).toBeNull();
  });

  it('shows a fixed rate with one countdown first in the deposit card and no "≈"', async () => {
    const expiresAt = new Date(Date.now() + 10 * 60_000).toISOString();
    mockFetch(() => ({ status: 200, body: sampleSwap({ rateType: 'fixed', expiresAt }) }));
    renderView(<SwapStatusView swapId="K7QM2XWD9P" />);
    const timers = await screen.findAllByRole('timer');
    expect(timers).toHaveLength(1);
    const card = timers[0]!.closest('section')!;
    expect(card.firstElementChild?.contains(timers[0]!)).toBe(true);
    expect(screen.getByText('You get').nextElementSibling?.textContent).toMatch(/^2\.5123 ETH/);
    expect(screen.queryByText(/≈/)).toBeNull();
  });

  it('writes the amount to send exactly in the locale, every digit kept, and copies it plain', async () => {
    mockFetch(() => ({
      status: 200,
      body: sampleSwap({ amountFrom: '1234.123456789012345678', amountTo: '2.5123' }),
    }));
    const user = userEvent.setup();
    renderIsland(<SwapStatusView swapId="K7QM2XWD9P" />, messages, { locale: 'de' });
    expect(
      await screen.findByRole('heading', {
        name: 'Senden Sie genau 1.234,123456789012345678 BTC (Bitcoin) an diese Adresse',
      }),
    ).toBeTruthy();
    // A floating rate's amount to get is an estimate, in German style too.
    expect(screen.getByText('≈ 2,5123 ETH')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Betrag kopieren' }));
    expect(await navigator.clipboard.readText()).toBe('1234.123456789012345678');
  });

  it('shows a finished swap with a checked timeline and explorer links in a new tab', async () => {
    mockFetch(() => ({
      status: 200,
      body: sampleSwap({
        status: 'finished',
        history: [
          { status: 'waiting', at: '2026-11-22T03:00:00.000Z' },
          { status: 'confirming', at: '2026-11-22T03:05:00.000Z' },
          { status: 'exchanging', at: '2026-11-22T03:10:00.000Z' },
          { status: 'sending', at: '2026-11-22T03:12:00.000Z' },
          { status: 'finished', at: '2026-11-22T03:15:00.000Z' },
        ],
        explorer: {
          depositTx: 'https://mempool.space/tx/abc',
          payoutTx: 'https://etherscan.io/tx/0xdef',
          payoutAddress: null,
        },
      }),
    }));
    renderView(<SwapStatusView swapId="K7QM2XWD9P" />);

    const timeline = await screen.findByRole('list', { name: 'Progress' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    expect(steps[4]?.getAttribute('aria-current')).toBe('step');
    expect(steps[4]?.textContent).toContain('Finished');
    expect(steps[4]?.querySelector('time')?.getAttribute('dateTime')).toBe(
      '2026-11-22T03:15:00.000Z',
    );
    expect(steps[0]?.textContent).toContain('done');
    expect(screen.getByText(/Your swap is finished/)).toBeTruthy();
    expect(screen.queryByText(/Send exactly/)).toBeNull();

    const payout = screen.getByRole('link', { name: /Payout transaction/ });
    expect(payout.getAttribute('href')).toBe('https://etherscan.io/tx/0xdef');
    expect(payout.getAttribute('target')).toBe('_blank');
    expect(payout.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('link', { name: /Payout address in the explorer/ })).toBeNull();
  });

  it('shows the payout address whole and the refund address masked, saying why', async () => {
    mockFetch(() => ({ status: 200, body: sampleSwap({ refundAddress: 'bc1qar…5mdq' }) }));
    renderView(<SwapStatusView swapId="K7QM2XWD9P" />);
    expect(await screen.findByText('0x52908400098527886E0F7030069857D2E4169EE7')).toBeTruthy();
    const refund = screen.getByText('Refund address').nextElementSibling;
    expect(refund?.textContent).toBe('bc1qar…5mdqShortened to protect your privacy.');
  });

  it('explains a failed swap and what to do next', async () => {
    mockFetch(() => ({
      status: 200,
      body: sampleSwap({
        status: 'failed',
        history: [
          { status: 'waiting', at: '2026-11-22T03:00:00.000Z' },
          { status: 'failed', at: '2026-11-22T03:20:00.000Z' },
        ],
      }),
    }));
    renderView(<SwapStatusView swapId="K7QM2XWD9P" />);
    expect(await screen.findByText('ChangeNOW could not complete this swap.')).toBeTruthy();
    expect(screen.getByText(/Contact ChangeNOW support with your Swap ID/)).toBeTruthy();
    const current = screen.getByRole('listitem', { current: 'step' });
    expect(current.textContent).toContain('Failed');
    // Settled: nothing says the page is still watching it.
    expect(screen.queryByText(/keeps checking/)).toBeNull();
  });

  it('says an expired swap is still watched while the provider may take a late deposit', async () => {
    mockFetch(() => ({ status: 200, body: sampleSwap({ status: 'expired', settled: false }) }));
    renderView(<SwapStatusView swapId="K7QM2XWD9P" />);
    expect(await screen.findByText(/No deposit arrived in time/)).toBeTruthy();
    expect(
      screen.getByText(
        'ChangeNOW may still update this swap, so this page keeps checking for a while.',
      ),
    ).toBeTruthy();
  });

  it('sends an on-hold swap to the provider for verification', async () => {
    mockFetch(() => ({ status: 200, body: sampleSwap({ status: 'on_hold' }) }));
    renderView(<SwapStatusView swapId="K7QM2XWD9P" />);
    expect(
      await screen.findByText(/ChangeNOW has paused this swap and asks for identity verification/),
    ).toBeTruthy();
    expect(screen.getByText(/Contact ChangeNOW support with your Swap ID/)).toBeTruthy();
    const site = screen.getByRole('link', { name: /Website and support of ChangeNOW/ });
    expect(site.getAttribute('href')).toBe('https://changenow.io');
  });

  it("shows the API's message for an unknown Swap ID", async () => {
    mockFetch(() => ({
      status: 404,
      body: {
        error: {
          code: 'swap_not_found',
          message: 'No swap has this Swap ID. Check the ID and try again.',
        },
      },
    }));
    renderView(<SwapStatusView swapId="NOPE1234" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('No swap has this Swap ID. Check the ID and try again.');
    // No "Swap NOPE 1234" heading, as if a swap had been found.
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('No swap found');
    expect(screen.queryByText(/Swap NOPE/)).toBeNull();
  });

  it('offers a retry after a network error', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify(sampleSwap()), { status: 200 });
      }),
    );
    const user = userEvent.setup();
    renderView(<SwapStatusView swapId="K7QM2XWD9P" />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: /Send exactly 0.1 BTC/ })).toBeTruthy();
  });

  it('labels a sandbox swap and simulates the deposit through the API', async () => {
    let swap = sampleSwap({ sandbox: true, simulate: ['deposit', 'fail', 'refund'] });
    const fetchMock = mockFetch((url, init) => {
      if (url.endsWith('/simulate')) {
        swap = { ...swap, status: 'confirming', simulate: [] };
        return { status: 200, body: swap };
      }
      expect(init?.method ?? 'GET').toBe('GET');
      return { status: 200, body: swap };
    });
    const user = userEvent.setup();
    renderView(<SwapStatusView swapId="K7QM2XWD9P" />);

    expect(await screen.findByText('Sandbox: this is a simulated swap')).toBeTruthy();
    expect(
      screen.getByText(/No real funds move\. Do not send coins to this address\./),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Simulate failure' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Simulate refund' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Simulate deposit' }));
    const post = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/simulate'));
    expect(post?.[0]).toBe('/api/v1/swaps/K7QM2XWD9P/simulate');
    expect(post?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ action: 'deposit' });
    await waitFor(() =>
      expect(screen.getByRole('listitem', { current: 'step' }).textContent).toContain(
        'Confirming your deposit',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Simulate deposit' })).toBeNull();
  });

  it('puts a waiting sandbox swap’s deposit card before its banner, and the card says sandbox', async () => {
    mockFetch(() => ({ status: 200, body: sampleSwap({ sandbox: true, simulate: ['deposit'] }) }));
    renderView(<SwapStatusView swapId="K7QM2XWD9P" />);
    const address = await screen.findByTestId('deposit-address');
    const banner = screen.getByRole('complementary', { name: 'Sandbox notice' });
    // In reading (and focus) order: the address, then the banner with its buttons.
    expect(address.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const card = screen.getByRole('region', { name: /Send exactly 0.1 BTC/ });
    expect(card.textContent).toContain(
      'Sandbox: this address is simulated. Do not send coins to it.',
    );
  });

  it('keeps the sandbox banner first once the swap no longer waits for the deposit', async () => {
    mockFetch(() => ({ status: 200, body: sampleSwap({ sandbox: true, status: 'exchanging' }) }));
    renderView(<SwapStatusView swapId="K7QM2XWD9P" />);
    const banner = await screen.findByRole('complementary', { name: 'Sandbox notice' });
    const status = screen.getByText(/^Current status/);
    expect(banner.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByTestId('deposit-address')).toBeNull();
  });

  it('lists the official support channels and what support never asks for', async () => {
    mockFetch(() => ({ status: 200, body: sampleSwap() }));
    renderView(
      <SwapStatusView
        swapId="K7QM2XWD9P"
        supportBot={{ url: 'https://t.me/example_bot', app: 'Telegram' }}
      />,
    );
    expect(
      await screen.findByText(/never asks for your private keys, seed phrase or any payment/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact form' }).getAttribute('href')).toBe(
      '/contact',
    );
    const bot = screen.getByRole('link', { name: /Our Telegram bot/ });
    expect(bot.getAttribute('href')).toBe('https://t.me/example_bot');
    expect(bot.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('names no messaging bot when the operator has none configured', async () => {
    mockFetch(() => ({ status: 200, body: sampleSwap() }));
    renderView(<SwapStatusView swapId="K7QM2XWD9P" />);
    expect(await screen.findByRole('link', { name: 'Contact form' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /bot/ })).toBeNull();
    expect(screen.getAllByRole('listitem').filter((item) => item.closest('aside'))).toHaveLength(1);
  });
});
