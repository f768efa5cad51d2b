import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { isBlogPath, localizedPath } from '@/lib/routing/paths';

export interface ContentLinkProps {
  href?: string;
  children?: ReactNode;
  locale: Locale;
  /** "(opens in a new tab)", read by screen readers after an external link's text. */
  newTab: string;
  /** The locale a blog path is linked in; `locale` when not given. */
  linkLocale?: (pathname: string) => Locale;
}

/**
 * A link inside Markdown. The sanitiser already removed every scheme but http(s), mailto and a
 * few chat ones. A site path (`/privacy-policy#retention`) becomes the reader's locale's path:
 * next-intl's Link, without prefetch (a long text may hold many); the blog is another app, reached
 * by a full page load. Other sites open in a new tab with no access to this page.
 */
export function ContentLink({ href = '', children, locale, newTab, linkLocale }: ContentLinkProps) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    const cut = href.search(/[?#]/);
    const pathname = cut === -1 ? href : href.slice(0, cut);
    const suffix = cut === -1 ? '' : href.slice(cut);
    if (isBlogPath(pathname)) {
      const target = linkLocale?.(pathname) ?? locale;
      return (
        <a
          href={localizedPath(target, pathname) + suffix}
          hrefLang={target === locale ? undefined : target}
        >
          {children}
        </a>
      );
    }
    return (
      // No `locale` prop: next-intl would force the prefix ("/en/swap"), a redirect for English.
      <Link href={href} prefetch={false}>
        {children}
      </Link>
    );
  }
  if (href.startsWith('//') || /^https?:/i.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> {newTab}</span>
      </a>
    );
  }
  // In-page anchors, mailto: and what else the sanitiser let through, as written.
  return <a href={href}>{children}</a>;
}
