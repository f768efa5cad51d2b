import { env } from '../env';
import type { Locale } from '../i18n/locales';
import { localizedPath, splitLocalePrefix } from '../routing/paths';
import { hreflangTargets } from './locale-tags';

/**
 * Rejects what would silently produce wrong canonicals: a path that already carries a locale
 * prefix ("/fr/swap" would become "/de/fr/swap"), a query or a hash.
 */
function assertUnprefixedPath(path: string): void {
  if (!path.startsWith('/') || /[?#]/.test(path) || splitLocalePrefix(path).prefix !== null) {
    throw new Error(`lib/seo expects an unprefixed path without query or hash, got "${path}"`);
  }
}

/** The absolute URL of a path on this site that belongs to no locale (a file, an image). */
export function siteUrl(path: `/${string}`): string {
  return `${env().SITE_URL}${path}`;
}

/** The absolute public URL of an unprefixed path in one locale, trailing-slash rule applied. */
export function absoluteUrl(locale: Locale, path: string): string {
  assertUnprefixedPath(path);
  return `${env().SITE_URL}${localizedPath(locale, path)}`;
}

/**
 * hreflang -> absolute URL for every language, regional variant and x-default. It depends on
 * the path only, never on the current locale, so every locale version lists the same set.
 * `only` narrows it to the locales a page exists in (a blog article is written in some):
 * their languages and regional variants, and x-default while English is one of them.
 */
export function alternateUrls(path: string, only?: readonly Locale[]): Record<string, string> {
  return Object.fromEntries(
    hreflangTargets
      .filter(({ locale }) => !only || only.includes(locale))
      .map(({ hreflang, locale }) => [hreflang, absoluteUrl(locale, path)]),
  );
}
