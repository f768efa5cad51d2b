import { defaultLocale, isLocale, type Locale } from '../i18n/locales';

// Path helpers shared by proxy.ts, lib/seo and the shell. A "path" here is a URL pathname
// without query or hash; "unprefixed" means without the locale prefix.

/** Splits "/fr/swap" into { prefix: 'fr', rest: '/swap' }; "/swap" has no prefix. */
export function splitLocalePrefix(pathname: string): { prefix: Locale | null; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first && isLocale(first)) return { prefix: first, rest: match?.[2] ?? '/' };
  return { prefix: null, rest: pathname };
}

/** True for the blog and everything under it ("/blog", "/fr/blog/tag/x/"). */
export function isBlogPath(pathname: string): boolean {
  const { rest } = splitLocalePrefix(pathname);
  return rest === '/blog' || rest.startsWith('/blog/');
}

/** Applies the trailing-slash rule: blog paths end with "/", every other path except "/" not. */
export function withTrailingSlashRule(pathname: string): string {
  if (pathname === '/') return pathname;
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  if (trimmed === '/') return trimmed;
  return isBlogPath(trimmed) ? `${trimmed}/` : trimmed;
}

/** The public path of an unprefixed path in a locale: ("fr", "/swap") -> "/fr/swap". */
export function localizedPath(locale: Locale, unprefixed: string): string {
  const path = unprefixed.startsWith('/') ? unprefixed : `/${unprefixed}`;
  if (locale === defaultLocale) return withTrailingSlashRule(path);
  return withTrailingSlashRule(path === '/' ? `/${locale}` : `/${locale}${path}`);
}
