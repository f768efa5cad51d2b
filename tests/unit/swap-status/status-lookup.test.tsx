// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StatusLookup } from '@/app/[locale]/(support)/transaction-status/status-lookup';
import { messages } from '@/app/[locale]/(support)/transaction-status/status-lookup.messages';
import { renderIsland } from '@/tests/helpers/render';
import { mockFetch, sampleSwap } from './fixtures';

const renderLookup = (ui: ReactElement) => renderIsland(ui, messages);

const mocks = vi.hoisted(() => ({
  replace: vi.fn(),
  track: vi.fn(),
  search: { current: '' },
}));

vi.mock('@/lib/i18n/navigation', async () => ({
  Link: (await import('./fixtures')).PlainLink,
  useRouter: () => ({ replace: mocks.replace }),
}));
vi.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(mocks.search.current),
}));
vi.mock('@/lib/analytics/track', () => ({ track: mocks.track }));

beforeEach(() => {
  mocks.search.current = '';
  mocks.replace.mockReset();
  mocks.track.mockReset();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('StatusLookup', () => {
  it('asks for an ID, and refuses one with other characters', async () => {
    const fetchMock = mockFetch(() => ({ status: 200, body: sampleSwap() }));
    const user = userEvent.setup();
    renderLookup(<StatusLookup />);

    await user.click(screen.getByRole('button', { name: 'Check status' }));
    expect(screen.getByText('Enter your Swap ID or transaction hash.')).toBeTruthy();

    await user.type(
      screen.getByRole('textbox', { name: 'Swap ID or transaction hash' }),
      'k7qm/2xwd{Enter}',
    );
    expect(screen.getByText(/A Swap ID has only letters and digits/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(mocks.track).not.toHaveBeenCalled();
  });

  it('checks the normalised ID on Enter, tracks it, updates the URL and focuses the result', async () => {
    const fetchMock = mockFetch(() => ({ status: 200, body: sampleSwap() }));
    const user = userEvent.setup();
    renderLookup(<StatusLookup />);

    await user.type(
      screen.getByRole('textbox', { name: 'Swap ID or transaction hash' }),
      ' k7qm-2xwd 9p {Enter}',
    );

    const heading = await screen.findByRole('heading', { name: 'Swap K7QM 2XWD 9P' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/swaps/K7QM2XWD9P');
    expect(mocks.track).toHaveBeenCalledWith({ event: 'swap_status_check' });
    expect(mocks.replace).toHaveBeenCalledWith('/transaction-status?id=K7QM2XWD9P', {
      scroll: false,
    });
    expect(
      await screen.findByText('Waiting for your deposit', { selector: 'strong' }),
    ).toBeTruthy();
  });

  it('prefills ?id= and checks it at once', async () => {
    mocks.search.current = 'id=nope-1234';
    mockFetch(() => ({
      status: 404,
      body: { error: { code: 'swap_not_found', message: 'No swap has this Swap ID.' } },
    }));
    renderLookup(<StatusLookup />);

    expect((await screen.findByRole('alert')).textContent).toBe('No swap has this Swap ID.');
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: 'Swap ID or transaction hash' }).value,
    ).toBe('nope-1234');
    expect(mocks.replace).not.toHaveBeenCalled();
    expect(mocks.track).toHaveBeenCalledTimes(1);
  });
});
