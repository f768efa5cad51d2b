// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageList } from '@/components/layout/language/language-list';
import { TRACK_EVENT } from '@/lib/analytics/track';

// next-intl's getPathname needs the routing config only; the prefix is what the links show.
vi.mock('@/lib/i18n/navigation', () => ({
  usePathname: () => '/swap',
  getPathname: ({ href, locale }: { href: string; locale: string }) => `/${locale}${href}`,
}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
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
    // The current language leads nowhere.
    expect(fireEvent.click(screen.getByRole('link', { current: true }))).toBe(false);
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
    window.history.replaceState(null, '', '/swap?from=btc&to=eth&amount=0.1#top');
    const french = screen.getByRole('link', { name: /Français/ });
    expect(french.getAttribute('href')).toBe('/fr/swap?from=btc');
    // The browser follows the link itself, so the fragment survives the proxy's redirect.
    expect(fireEvent.click(french)).toBe(true);
    expect(french.getAttribute('href')).toBe('/fr/swap?from=btc&to=eth&amount=0.1#top');
  });

  it('leaves the link as it is when the URL is unchanged', () => {
    window.history.replaceState(null, '', '/swap?from=btc');
    renderList([]);
    const french = screen.getByRole('link', { name: /Français/ });
    expect(fireEvent.click(french)).toBe(true);
    expect(french.getAttribute('href')).toBe('/fr/swap?from=btc');
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
