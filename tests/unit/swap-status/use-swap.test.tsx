// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POLL_INTERVAL_MS, useSwap } from '@/components/swap-status/use-swap';
import type { SwapView } from '@/lib/swaps/contract';
import { mockFetch, sampleSwap } from './fixtures';

// The status page asks again every few seconds until the API says the swap is settled: a
// final-looking status the provider may still move (an overdue swap that takes a late deposit)
// keeps being asked about, and a settled swap is asked about no more.

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: 0 } } });
  return (
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="en" messages={{}}>
        {children}
      </NextIntlClientProvider>
    </QueryClientProvider>
  );
}

async function callsAfterThreeIntervals(swap: SwapView): Promise<number> {
  vi.useFakeTimers();
  const fetchMock = mockFetch(() => ({ status: 200, body: swap }));
  const { result } = renderHook(() => useSwap(swap.id), { wrapper });
  for (let i = 0; i < 20 && !result.current.data; i += 1) await vi.advanceTimersByTimeAsync(5);
  expect(result.current.data?.status).toBe(swap.status);
  await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3 + 100);
  return fetchMock.mock.calls.length;
}

describe('useSwap polling', () => {
  it('keeps asking about an expired swap that is not settled yet', async () => {
    expect(await callsAfterThreeIntervals(sampleSwap({ status: 'expired', settled: false }))).toBe(
      4,
    );
  });

  it('stops asking once the swap is settled', async () => {
    expect(await callsAfterThreeIntervals(sampleSwap({ status: 'expired', settled: true }))).toBe(
      1,
    );
  });
});
