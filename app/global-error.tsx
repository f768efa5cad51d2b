'use client';

import { createTranslator } from 'next-intl';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { GlobalErrorView } from '@/components/error/global-error-view';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { brandStyle } from '@/lib/brand-style';
import { loadMessages, type Messages } from '@/lib/i18n/messages';
import { splitLocalePrefix } from '@/lib/routing/paths';
import './globals.css';

const noSubscription = () => () => {};
// The brand's colours, inlined by the build (next.config.ts): this page has no server layout.
const colors = process.env.SWAPLENS_BRAND_COLORS;
const style = colors ? brandStyle(JSON.parse(colors)) : undefined;
const localeOfPage = (): Locale =>
  splitLocalePrefix(window.location.pathname).prefix ?? defaultLocale;

/**
 * What shows when the locale layout itself fails (the global data or the messages cannot be
 * read): the branded 500 page, in place of Next's default. It has no layout above it, so it
 * brings its own <html> and <body>, takes the language from the URL and loads that locale's
 * messages (English when they cannot be loaded). They are loaded only now, because Next sends
 * this component's code with every page. No header or footer: they need the data that failed.
 */
export default function GlobalError() {
  const locale = useSyncExternalStore(noSubscription, localeOfPage, () => defaultLocale);
  const [messages, setMessages] = useState<{ locale: Locale; messages: Messages } | null>(null);

  useEffect(() => {
    let live = true;
    loadMessages(locale)
      .then((loaded) => ({ locale, messages: loaded }))
      .catch(async () => ({ locale: defaultLocale, messages: await loadMessages(defaultLocale) }))
      .then((result) => live && setMessages(result))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [locale]);

  const lang = messages?.locale ?? locale;
  const t = messages
    ? createTranslator({ locale: messages.locale, messages: messages.messages })
    : null;
  return (
    <html lang={lang} style={style}>
      <head>{t ? <title>{t('404.title', { kind: 'error' })}</title> : null}</head>
      <body>
        <main id="main" className="page">
          <GlobalErrorView
            locale={lang}
            texts={
              t && {
                title: t('404.title', { kind: 'error' }),
                description: t('404.description', { kind: 'error' }),
                status: t('ErrorPage.status', { status: 500 }),
                retry: t('ErrorPage.retry'),
                home: t('404.button'),
              }
            }
          />
        </main>
      </body>
    </html>
  );
}
