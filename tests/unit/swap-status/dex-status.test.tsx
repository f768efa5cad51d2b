// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StatusLookup } from '@/app/[locale]/(support)/transaction-status/status-lookup';
import { messages } from '@/app/[locale]/(support)/transaction-status/status-lookup.messages';
import {
  FIRST_POLL_MS,
  MAX_POLL_MS,
  pollDelay,
} from '@/app/[locale]/(support)/transaction-status/use-dex-status';
import { NATIVE_TOKEN_ADDRESS } from '@/lib/dex/chains';
import type { DexSwapStatus } from '@/lib/dex/contract';
import { findCuratedToken } from '@/lib/dex/tokens';
import { renderIsland } from '@/tests/helpers/render';
import { mockFetch } from './fixtures';

// /transaction-status with a transaction hash: the DEX status in words, what was swapped in
// human units, the explorer link; pending asked again with a growing pause; unknown hashes said.

const mocks = vi.hoisted(() => ({ replace: vi.fn(), search: { current: '' } }));

vi.mock('@/lib/i18n/navigation', async () => ({
  Link: (await import('./fixtures')).PlainLink,
  useRouter: () => ({ replace: mocks.replace }),
}));
vi.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(mocks.search.current),
}));
vi.mock('@/lib/analytics/track', () => ({ track: vi.fn() }));

const HASH = `0x${'ab12'.repeat(16)}`;
const LABEL = 'Swap ID or transaction hash';

function status(overrides: Partial<DexSwapStatus> = {}): DexSwapStatus {
  return {
    chainId: 1,
    txHash: HASH,
    state: 'confirmed',
    blockNumber: '21000000',
    gasCostWei: '4200000000000000',
    explorerUrl: `https://etherscan.io/tx/${HASH}`,
    swap: {
      aggregator: { id: 'zerox', name: '0x' },
      attribution: 'attributed',
      from: findCuratedToken(1, NATIVE_TOKEN_ADDRESS)!,
      to: findCuratedToken(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')!,
      amountIn: '1500000000000000000',
      amountOut: '4500123456',
      minOut: '4477622839',
      recordedAt: '2026-12-07T12:00:00.000Z',
    },
    ...overrides,
  };
}

beforeEach(() => {
  mocks.search.current = '';
  mocks.replace.mockReset();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the DEX status on /transaction-status', () => {
  it('looks a hash up on every chain and shows the confirmed swap in human units', async () => {
    const fetchMock = mockFetch(() => ({ status: 200, body: status() }));
    const user = userEvent.setup();
    renderIsland(<StatusLookup />, messages);

    await user.type(
      screen.getByRole('textbox', { name: LABEL }),
      ` ${HASH.toUpperCase().replace('0X', '0x')} {Enter}`,
    );

    const heading = await screen.findByRole('heading', { name: /^Transaction 0xab12ab12/ });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/v1/dex/swaps/lookup/${HASH}`);
    expect(mocks.replace).toHaveBeenCalledWith(`/transaction-status?id=${HASH}`, {
      scroll: false,
    });
    expect(screen.getByRole('status').textContent).toContain('Confirmed');
    expect(screen.getByText('1.5 ETH')).toBeTruthy();
    expect(screen.getByText('4,500.123456 USDC')).toBeTruthy();
    expect(screen.getByText('4,477.622839 USDC')).toBeTruthy();
    expect(screen.getByText('0.0042 ETH')).toBeTruthy();
    expect(screen.getByText('21,000,000')).toBeTruthy();
    expect(screen.getByText('0x')).toBeTruthy();
    const explorer = screen.getByRole('link', { name: /View on the block explorer/ });
    expect(explorer.getAttribute('href')).toBe(`https://etherscan.io/tx/${HASH}`);
    expect(explorer.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('says a reverted swap failed on chain and kept the tokens, and labels the sandbox', async () => {
    const sandbox = status({ state: 'reverted' });
    sandbox.swap!.aggregator = { id: 'sandbox-delta', name: 'Sandbox Delta' };
    mockFetch(() => ({ status: 200, body: sandbox }));
    mocks.search.current = `id=${HASH}`;
    renderIsland(<StatusLookup />, messages);
    expect(await screen.findByText('Failed on chain')).toBeTruthy();
    expect(screen.getByText(/your tokens stayed in your wallet/)).toBeTruthy();
    expect(screen.getByText(/No real funds were swapped/)).toBeTruthy();
  });

  it('says when the transaction did not go through the aggregator it was recorded as', async () => {
    // Another hash: the page's query client keeps what earlier checks found.
    const elsewhere = `0x${'ef56'.repeat(16)}`;
    const answer = status({ txHash: elsewhere });
    answer.swap!.attribution = 'not_attributed';
    mockFetch(() => ({ status: 200, body: answer }));
    mocks.search.current = `id=${elsewhere}`;
    renderIsland(<StatusLookup />, messages);
    expect(await screen.findByText('Confirmed')).toBeTruthy();
    expect(
      screen.getByText(/recorded as 0x's, but the transaction went to another contract/),
    ).toBeTruthy();
  });

  it('asks the found chain again while pending, and announces the change', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer = status({ state: 'pending', blockNumber: null, gasCostWei: null });
    const fetchMock = mockFetch(() => ({ status: 200, body: answer }));
    mocks.search.current = `id=${HASH}`;
    renderIsland(<StatusLookup />, messages);
    expect(await screen.findByText('Pending')).toBeTruthy();
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');

    answer = status();
    await act(() => vi.advanceTimersByTimeAsync(FIRST_POLL_MS + 100));
    expect(await screen.findByText('Confirmed')).toBeTruthy();
    expect(fetchMock.mock.calls[1]?.[0]).toBe(`/api/v1/dex/swaps/1/${HASH}`);
    const calls = fetchMock.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(MAX_POLL_MS * 2));
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('says plainly when no DEX chain knows the hash', async () => {
    // Another hash: the page's query client keeps what earlier checks found.
    const unknown = `0x${'cd34'.repeat(16)}`;
    mockFetch(() => ({
      status: 404,
      body: { error: { code: 'not_found', message: 'Not found.' } },
    }));
    mocks.search.current = `id=${unknown}`;
    renderIsland(<StatusLookup />, messages);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(
        /None of our DEX networks .* knows this transaction/,
      ),
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers to try again when the network cannot be asked', async () => {
    const busy = `0x${'ef56'.repeat(16)}`;
    let fail = true;
    mockFetch(() =>
      fail
        ? { status: 503, body: { error: { code: 'service_unavailable', message: 'Busy.' } } }
        : { status: 200, body: status({ txHash: busy }) },
    );
    const user = userEvent.setup();
    mocks.search.current = `id=${busy}`;
    renderIsland(<StatusLookup />, messages);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(/could not be asked/),
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Confirmed')).toBeTruthy();
  });

  it('backs off from 4 s by half again each time, to at most a minute', () => {
    expect([1, 2, 3, 4].map(pollDelay)).toEqual([4_000, 6_000, 9_000, 13_500]);
    expect(pollDelay(50)).toBe(MAX_POLL_MS);
  });
});
