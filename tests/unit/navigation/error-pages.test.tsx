// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LocaleError from '@/app/[locale]/error';
import { ErrorView } from '@/components/error/error-view';
import { GlobalErrorView } from '@/components/error/global-error-view';
import { REQUESTED_PATH_ID, requestedPathScript } from '@/components/error/requested-path-script';
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

describe('the error view under the blog', () => {
  afterEach(cleanup);

  it('leads back to the blog', () => {
    pathname.current = '/blog/missing-article/';
    renderError(<ErrorView onRetry={() => {}} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong');
    expect(screen.getByRole('link', { name: 'Go to the blog' }).getAttribute('href')).toBe(
      '/blog/',
    );
    expect(screen.queryByRole('link', { name: 'Go to the home page' })).toBeNull();
  });
});

describe('the 404 page’s path line (requested-path-script.ts)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  const runAt = (url: string) => {
    window.history.replaceState(null, '', url);
    document.body.innerHTML = `<p id="${REQUESTED_PATH_ID}" data-template="Page introuvable : {path}"></p>`;
    new Function(requestedPathScript())();
    return document.getElementById(REQUESTED_PATH_ID)!;
  };

  it('writes the full path and query, decoded', () => {
    expect(runAt('/fr/caf%C3%A9?ref=1').textContent).toBe('Page introuvable : /fr/café?ref=1');
  });

  it('keeps a path that does not decode as it was sent', () => {
    expect(runAt('/fr/%E0%A4%A').textContent).toBe('Page introuvable : /fr/%E0%A4%A');
  });

  it('writes text, never markup', () => {
    const line = runAt('/fr/%3Cimg%20src=x%20onerror=alert(1)%3E');
    expect(line.textContent).toBe('Page introuvable : /fr/<img src=x onerror=alert(1)>');
    expect(line.children).toHaveLength(0);
  });
});

describe('the branded 500 page (app/global-error.tsx)', () => {
  afterEach(cleanup);

  it('shows the status alone, marked busy, until its messages arrive', () => {
    render(<GlobalErrorView locale="fr" texts={null} />);
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).toBeTruthy();
  });

  it('then offers a reload and the home page of the language', () => {
    render(
      <GlobalErrorView
        locale="de"
        texts={{
          title: 'Etwas ist schiefgelaufen',
          description: 'Ein unerwarteter Fehler',
          status: 'Fehler 500',
          retry: 'Erneut versuchen',
          home: 'Zur Startseite',
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Etwas ist schiefgelaufen');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/de');
  });
});
