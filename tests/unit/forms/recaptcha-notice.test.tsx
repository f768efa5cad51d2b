import { createTranslator } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { RecaptchaNotice } from '@/components/forms/recaptcha-notice';
import { loadMessages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: 'Footer' }) =>
    createTranslator({ locale, messages: await loadMessages(locale), namespace }),
}));

describe('RecaptchaNotice (server-rendered)', () => {
  it('credits reCAPTCHA with links to Google’s policies that open safely in a new tab', async () => {
    const html = renderToStaticMarkup(await RecaptchaNotice({ locale: 'fr' }));
    expect(html).toContain('protégé par reCAPTCHA');
    const links = [...html.matchAll(/<a ([^>]*)>/g)].map((match) => match[1]);
    expect(links).toEqual([
      'href="https://policies.google.com/privacy" target="_blank" rel="noopener noreferrer"',
      'href="https://policies.google.com/terms" target="_blank" rel="noopener noreferrer"',
    ]);
    expect(html).toContain('nouvel onglet');
  });
});
