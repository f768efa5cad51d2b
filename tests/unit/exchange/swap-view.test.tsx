// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SwapView } from '@/app/[locale]/(exchange)/swap/swap-view';
import { messages } from '@/app/[locale]/(exchange)/swap/swap-view.messages';
import { renderIsland } from '@/tests/helpers/render';

// The island of the prerendered /swap: which step the query in the address bar opens.

const search = vi.hoisted(() => ({ value: '' }));
vi.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(search.value),
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
  usePathname: () => '/swap',
}));

// Step 3 itself is tested with the status view (tests/unit/swap-status); here: that it is asked for.
vi.mock('@/app/[locale]/(exchange)/swap/status-step', () => ({
  StatusStep: ({ swapId }: { swapId: string }) => <p>status of {swapId}</p>,
}));

function renderAt(query: string) {
  search.value = query;
  window.history.replaceState(null, '', `/swap?${query}`);
  // Nothing answers: the steps stay in their loading states, which is all this test reads.
  vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
  return renderIsland(
    <Suspense fallback="skeleton">
      <SwapView />
    </Suspense>,
    messages,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SwapView', () => {
  it('opens step 1 on the selection of the URL', async () => {
    renderAt('from=ltc&to=xmr&amount=2&rate=fixed');
    expect(await screen.findByRole('heading', { name: /Step 1 of 3/ })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'You send' }).value).toBe('2');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Fixed rate/ }).checked).toBe(true);
    expect(window.location.search).toBe('?from=ltc&to=xmr&amount=2&rate=fixed');
  });

  it('opens step 3 on a Swap ID, read the way a visitor types it', async () => {
    renderAt('swap=k7m2-q9xd-3f8h');
    expect(await screen.findByText('status of K7M2Q9XD3F8H')).toBeTruthy();
  });

  it('stays on step 1 when the Swap ID cannot be one', async () => {
    renderAt('swap=%3Cb%3E&amount=0.5');
    expect(await screen.findByRole('heading', { name: /Step 1 of 3/ })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'You send' }).value).toBe('0.5');
  });
});
