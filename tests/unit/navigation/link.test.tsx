// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type * as Navigation from 'next/navigation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link } from '@/components/ui/link';
import { PREFETCH } from '@/lib/navigation/constants';
import { renderIsland } from '@/tests/helpers/render';

const prefetch = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', async (importOriginal) => {
  const actual = await importOriginal<typeof Navigation>();
  return { ...actual, useRouter: () => ({ prefetch }) };
});

const renderLink = (ui: Parameters<typeof renderIsland>[0]) =>
  renderIsland(ui, [], { locale: 'de' });

describe('the site Link', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    vi.useRealTimers();
  });

  it('is a locale-aware link that loads its route on focus, not on render', () => {
    renderLink(<Link href="/swap">Tauschen</Link>);
    const link = screen.getByRole('link', { name: 'Tauschen' });
    expect(link.getAttribute('href')).toBe('/de/swap');
    expect(prefetch).not.toHaveBeenCalled();
    fireEvent.focus(link);
    expect(prefetch).toHaveBeenCalledWith('/de/swap');
  });

  it('loads its route when a mouse pointer rests on it, not when it passes over', () => {
    vi.useFakeTimers();
    renderLink(<Link href="/swap">Tauschen</Link>);
    const link = screen.getByRole('link', { name: 'Tauschen' });
    fireEvent.pointerEnter(link, { pointerType: 'mouse' });
    fireEvent.pointerLeave(link, { pointerType: 'mouse' });
    vi.runAllTimers();
    expect(prefetch).not.toHaveBeenCalled();
    fireEvent.pointerEnter(link, { pointerType: 'mouse' });
    vi.advanceTimersByTime(PREFETCH.hoverDelayMs);
    expect(prefetch).toHaveBeenCalledWith('/de/swap');
  });

  it('with prefetch={false} loads nothing, and keeps the handlers it is given', () => {
    const onFocus = vi.fn();
    renderLink(
      <Link href="/swap" prefetch={false} onFocus={onFocus}>
        Tauschen
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Tauschen' });
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(prefetch).not.toHaveBeenCalled();
  });
});
