import { useLocale, useTranslations } from 'next-intl';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import EmbedLayout from '@/app/(embed)/[locale]/layout';
import { EmbedThemeScope } from '@/components/embed/embed-theme';
import { embedThemeSchema, themeVariables } from '@/lib/embed/theme';
import { loadMessages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';

vi.mock('next-intl/server', () => ({
  setRequestLocale: () => {},
  getMessages: ({ locale }: { locale: Locale }) => loadMessages(locale),
}));
// An async server component, which renderToStaticMarkup cannot render: a stand-in that shows
// where the layout puts our inline script (its nonce is proved in e2e/embed-shell.spec.ts).
vi.mock('@/components/layout/analytics/analytics', () => ({
  Analytics: () => createElement('script', { id: 'consent-mode-default', nonce: 'n0nce' }),
}));

/** A client leaf reading the locale and a string of the shell's namespaces from the provider. */
function ShellLeaf() {
  const t = useTranslations('ErrorPage');
  return (
    <p data-locale={useLocale()}>
      <button type="button">{t('retry')}</button>
    </p>
  );
}

async function renderLayout(locale: string, children: ReactNode): Promise<string> {
  const layout = await EmbedLayout({ children, params: Promise.resolve({ locale }) });
  return renderToStaticMarkup(layout);
}

describe('the embed shell (app/(embed)/[locale]/layout.tsx)', () => {
  it('renders the page in the locale with none of the site shell around it', async () => {
    const html = await renderLayout('fr', <ShellLeaf />);
    expect(html).toMatch(/^<html lang="fr"><head><\/head><body>/);
    for (const shell of ['<header', '<footer', 'skip-link', 'data-consent', 'role="dialog"']) {
      expect(html).not.toContain(shell);
    }
    // The intl provider reaches a client leaf: the locale and a string of the shell's namespaces.
    expect(html).toContain('data-locale="fr"');
    expect(html).toContain('>Réessayer</button>');
    expect(html).toContain('<main id="main">');
  });

  it('keeps the nonce-bearing inline script before the content', async () => {
    const html = await renderLayout('de', <p>widget</p>);
    expect(html.indexOf('<script id="consent-mode-default" nonce="n0nce">')).toBeGreaterThan(0);
    expect(html.indexOf('consent-mode-default')).toBeLessThan(html.indexOf('widget'));
  });

  it('refuses a locale the site does not have', async () => {
    await expect(renderLayout('xx', null)).rejects.toThrow();
  });
});

describe("a partner's theme", () => {
  it('becomes the design tokens as CSS variables around the content', () => {
    const html = renderToStaticMarkup(
      <EmbedThemeScope theme={{ primary: '#0a7f5a', background: '#f2fbf7', radius: 4 }}>
        <p>widget</p>
      </EmbedThemeScope>,
    );
    expect(html).toContain(
      'style="--color-primary:#0a7f5a;--color-focus:#0a7f5a;--color-bg:#f2fbf7;--radius:4px"',
    );
  });

  it('admits only colours and a bounded radius, so nothing else reaches the style', () => {
    for (const bad of [
      { primary: 'red;background:url(https://evil.example)' },
      { primary: 'var(--x)' },
      { radius: 400 },
      { font: 'Comic Sans' },
    ]) {
      expect(embedThemeSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(themeVariables({})).toEqual({});
  });
});
