'use client';

import type { ReactNode } from 'react';
import { LOCALE_COOKIE, type Locale } from '@/lib/i18n/locales';

/**
 * A plain link to this page in another language (a full page load, as every blog link). The
 * locale cookie decides where an unprefixed path leads (a visitor who read the German blog is
 * sent back to /de for "/blog/…"), so the click records the chosen language first, as the
 * header's language drawer does; without JavaScript the link still leads to the page, in the
 * cookie's language where that exists.
 */
export function LocaleLink({
  locale,
  href,
  children,
}: {
  locale: Locale;
  href: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      hrefLang={locale}
      lang={locale}
      onClick={() => {
        const secure = window.location.protocol === 'https:' ? '; secure' : '';
        document.cookie = `${LOCALE_COOKIE.name}=${locale}; path=${LOCALE_COOKIE.path}; max-age=${LOCALE_COOKIE.maxAge}; samesite=${LOCALE_COOKIE.sameSite}${secure}`;
      }}
    >
      {children}
    </a>
  );
}
