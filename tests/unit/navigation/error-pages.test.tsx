// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LocaleError from '@/app/[locale]/error';
import { ErrorView } from '@/components/error/error-view';
import { reloadForChunkError } from '@/lib/navigation/chunk-reload-browser';
import { NAVIGATION_ERROR_EVENT } from '@/lib/navigation/events';
import type * as Navigation from 'next/navigation';
import type { ReactElement } from 'react';
import { messages } from '@/components/error/error-view.messages';
import type { Locale } from '@/lib/i18n/locales';
import { renderIsland } from '@/tests/helpers/render';

const renderError = (ui: ReactElement, locale?: Locale) => renderIsland(ui, messages, { locale });

const pathname = vi.hoisted(() => ({ current: '/' }));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof Navigation>()),
  usePathname: () => pathname.current,
}));
vi.mock('@/lib/navigation/chunk-reload-browser', () => ({ reloadForChunkError: vi.fn() }));

describe('the error boundary (app/[locale]/error.tsx)', () => {
  beforeEach(() => {
    pathname.current = '/fr/swap';
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('shows status 500 with a title, a description, a retry and a way home', async () => {
    const retry = vi.fn();
    renderError(<LocaleError error={new Error('boom')} retry={retry} />, 'fr');
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.getByText('Erreur 500')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Une erreur s’est produite');
    expect(screen.getByText(/Une erreur inattendue/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Aller à la page d’accueil' }).getAttribute('href'),
    ).toBe('/fr');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('hands the error to the chunk-reload guard and marks the navigation failed', async () => {
    const failed = vi.fn();
    window.addEventListener(NAVIGATION_ERROR_EVENT, failed);
    const error = Object.assign(new Error('Loading chunk 4 failed.'), { name: 'ChunkLoadError' });
    renderError(<LocaleError error={error} retry={() => {}} />);
    expect(reloadForChunkError).toHaveBeenCalledWith(error);
    expect(failed).toHaveBeenCalledOnce();
    window.removeEventListener(NAVIGATION_ERROR_EVENT, failed);
  });
});

describe('the 404 view', () => {
  const fetchMock = vi.fn(async () =>
    Response.json({ popularCrypto: [], popularPairs: [], socialMedias: [] }),
  );
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockClear();
  });

  it('names the requested path and links home', async () => {
    pathname.current = '/de/nirgendwo';
    renderError(<ErrorView status={404} />, 'de');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Seite nicht gefunden');
    expect(screen.getByText('Seite nicht gefunden: /de/nirgendwo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/de');
    expect(screen.queryByRole('link', { name: 'Zum Blog' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers the blog under /blog', async () => {
    pathname.current = '/blog/missing-article/';
    renderError(<ErrorView status={404} />);
    expect(screen.getByRole('link', { name: 'Go to the blog' }).getAttribute('href')).toBe(
      '/blog/',
    );
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('loads global data again, in the page language', async () => {
    renderError(<ErrorView status={404} />, 'ja');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/apiglobal/global');
    expect(new Headers(init.headers).get('Accept-Language')).toBe('ja');
  });

  it('does not load global data for other errors', async () => {
    // A 500 view mounted first, then a 404 view (each with its own query cache): once the 404's
    // request is seen, a request from the 500 view would have been made before it.
    renderError(<ErrorView status={500} />, 'en');
    renderError(<ErrorView status={404} />, 'ja');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const languages = (fetchMock.mock.calls as unknown as [string, RequestInit][]).map(([, init]) =>
      new Headers(init.headers).get('Accept-Language'),
    );
    expect(languages).toEqual(['ja']);
  });
});
