// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as LoaderModule from '@/components/dex/island-loader';
import { messages } from '@/components/dex/island-loader.messages';
import { renderIsland } from '@/tests/helpers/render';

// When the /dex island starts: not with the page's hydration, but once the page has loaded and
// the browser is idle, or at once when the visitor reaches for the panel; and what a visitor
// sees when its chunk cannot be fetched. The island itself is stood in for (its own behaviour is
// island.test.tsx's): what is tested here is only when it is fetched and mounted.

const island = vi.hoisted(() => ({ imports: 0, fail: false }));

vi.mock('@/components/dex/island', () => ({
  get DexIsland() {
    island.imports += 1;
    if (island.fail) throw new Error('Failed to fetch dynamically imported module');
    return function StandIn() {
      return <p data-testid="dex-island">island</p>;
    };
  },
}));

vi.mock('@/lib/navigation/chunk-reload-browser', () => ({ reloadForChunkError: () => false }));

const props = {
  walletConnectProjectId: null,
  appName: 'Test',
  appDescription: 'Test',
  sandboxLabelled: false,
};

/** A window whose idle callbacks and load event the test runs by hand. */
function fakeWindow(readyState: DocumentReadyState) {
  const idle: (() => void)[] = [];
  const load: (() => void)[] = [];
  const win = {
    document: { readyState },
    requestIdleCallback: vi.fn((callback: () => void) => idle.push(callback)),
    cancelIdleCallback: vi.fn(),
    addEventListener: vi.fn((_event: string, listener: () => void) => load.push(listener)),
    removeEventListener: vi.fn(),
    setTimeout: vi.fn(),
    clearTimeout: vi.fn(),
  };
  return { win: win as unknown as Window, idle, load, raw: win };
}

let loader: typeof LoaderModule;
let idle: (() => void)[];

beforeEach(async () => {
  vi.resetModules();
  island.imports = 0;
  island.fail = false;
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  loader = await import('@/components/dex/island-loader');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const runIdle = () => act(async () => idle.splice(0).forEach((callback) => callback()));

describe('whenIdleAfterLoad', () => {
  it('waits for the load event, then for an idle moment', () => {
    const start = vi.fn();
    const { win, idle: callbacks, load } = fakeWindow('interactive');
    loader.whenIdleAfterLoad(start, win);
    expect(callbacks).toHaveLength(0);
    load.forEach((listener) => listener());
    expect(callbacks).toHaveLength(1);
    expect(start).not.toHaveBeenCalled();
    callbacks[0]!();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('asks for the idle moment at once on a page that has loaded, bounded by the timeout', () => {
    const { win, raw } = fakeWindow('complete');
    loader.whenIdleAfterLoad(() => undefined, win);
    expect(raw.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {
      timeout: loader.IDLE_TIMEOUT_MS,
    });
  });

  it('falls back to the next task without requestIdleCallback, and cancels what it scheduled', () => {
    const { win, raw } = fakeWindow('complete');
    (raw as { requestIdleCallback?: unknown }).requestIdleCallback = undefined;
    raw.setTimeout.mockReturnValue(7);
    const cancel = loader.whenIdleAfterLoad(() => undefined, win);
    expect(raw.setTimeout).toHaveBeenCalledWith(expect.any(Function), 0);
    cancel();
    expect(raw.clearTimeout).toHaveBeenCalledWith(7);
  });
});

describe('DexIslandLoader', () => {
  it('shows the placeholder and fetches nothing until the browser is idle', async () => {
    renderIsland(<loader.DexIslandLoader {...props} />, messages);
    // Whatever a mount-time import would have resolved by now has.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByTestId('dex-island-pending').textContent).toContain('Loading the wallet');
    expect(island.imports).toBe(0);
    await runIdle();
    expect((await screen.findByTestId('dex-island')).textContent).toBe('island');
    expect(screen.queryByTestId('dex-island-pending')).toBeNull();
  });

  it('starts at once when a pointer reaches the panel, before any idle moment', async () => {
    renderIsland(<loader.DexIslandLoader {...props} />, messages);
    fireEvent.pointerEnter(screen.getByTestId('dex-island-pending'));
    expect((await screen.findByTestId('dex-island')).textContent).toBe('island');
    expect(idle).toHaveLength(1);
    // The idle moment that comes later changes nothing.
    await runIdle();
    expect(screen.getAllByTestId('dex-island')).toHaveLength(1);
  });

  it('says so when the chunk cannot be fetched, and tries again on request', async () => {
    island.fail = true;
    renderIsland(<loader.DexIslandLoader {...props} />, messages);
    await runIdle();
    const alert = await screen.findByTestId('dex-island-failed');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain('The wallet could not be loaded');
    island.fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('dex-island')).textContent).toBe('island');
  });
});
