// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageList } from '@/components/layout/language/language-list';
import { TRACK_EVENT } from '@/lib/analytics/track';

// The site's Link (next-intl's) needs Next's router; a plain anchor shows which locale each link
// targets.
const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('@/lib/i18n/navigation', () => ({
  usePathname: () => '/swap',
  useRouter: () => router,
}));
vi.mock('@/components/ui/link', () => ({
  Link: ({
    href,
    locale,
    prefetch,
    ...rest
  }: AnchorHTMLAttributes<HTMLAnchorElement> & {
    href: string;
    locale: string;
    prefetch?: 'intent' | false;
  }) => <a href={`/${locale}${href}`} data-prefetch={String(prefetch)} {...rest} />,
}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  router.push.mockReset();
  window.history.replaceState(null, '', '/');
});

function renderList(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  const onChoose = vi.fn();
  render(<LanguageList current="it" onChoose={onChoose} />);
  return onChoose;
}

describe('LanguageList', () => {
  it('lists English, the browser language, then the rest by code, each in its own language', () => {
    renderList(['ja-JP', 'en']);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('hreflang'))).toEqual([
      'en',
      'ja',
      'de',
      'es',
      'fr',
      'it',
      'ko',
      'nl',
      'pl',
      'pt',
      'ru',
      'tr',
      'uk',
      'vi',
    ]);
    expect(links[1]?.getAttribute('lang')).toBe('ja');
    expect(links[1]?.textContent).toContain('日本語');
  });

  it('marks the current language and links every language to the same page', () => {
    renderList([]);
    expect(screen.getByRole('link', { current: true }).textContent).toContain('Italiano');
    expect(screen.getByRole('link', { name: /Français/ }).getAttribute('href')).toBe('/fr/swap');
    // The current language leads nowhere, so it never preloads; the others do on intent.
    expect(screen.getByRole('link', { current: true }).dataset.prefetch).toBe('false');
    expect(screen.getByRole('link', { name: /Français/ }).dataset.prefetch).toBe('intent');
  });

  it('keeps the query and the fragment of the page', () => {
    window.history.replaceState(null, '', '/swap?from=btc&to=eth&amount=0.1#offers');
    renderList([]);
    expect(screen.getByRole('link', { name: /Français/ }).getAttribute('href')).toBe(
      '/fr/swap?from=btc&to=eth&amount=0.1#offers',
    );
  });

  it('reads the query again at click time when the page changed it after opening', () => {
    window.history.replaceState(null, '', '/swap?from=btc');
    renderList([]);
    window.history.replaceState(null, '', '/swap?from=btc&to=eth&amount=0.1');
    fireEvent.click(screen.getByRole('link', { name: /Français/ }));
    expect(router.push).toHaveBeenCalledWith('/swap?from=btc&to=eth&amount=0.1', { locale: 'fr' });
  });

  it('leaves a click to the link itself when the URL is unchanged', () => {
    window.history.replaceState(null, '', '/swap?from=btc');
    renderList([]);
    const french = screen.getByRole('link', { name: /Français/ });
    expect(fireEvent.click(french)).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('announces a switch for tracking and closes; choosing the current language only closes', () => {
    const tracked: unknown[] = [];
    const record = (event: Event) => tracked.push((event as CustomEvent).detail);
    window.addEventListener(TRACK_EVENT, record);
    const onChoose = renderList([]);

    fireEvent.click(screen.getByRole('link', { name: /Italiano/ }));
    expect(tracked).toEqual([]);
    fireEvent.click(screen.getByRole('link', { name: /Deutsch/ }));
    expect(tracked).toEqual([
      { event: 'language_switch', language: 'de', previous_language: 'it' },
    ]);
    expect(onChoose).toHaveBeenCalledTimes(2);
    window.removeEventListener(TRACK_EVENT, record);
  });
});
