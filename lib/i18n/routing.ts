import { defineRouting } from 'next-intl/routing';
import { defaultLocale, LOCALE_COOKIE, locales } from './locales';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie: LOCALE_COOKIE,
  // Alternate links are emitted in the document head by lib/seo (with regional variants and
  // x-default), so the per-response Link header would only repeat them.
  alternateLinks: false,
});
