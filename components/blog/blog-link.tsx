import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/routing/paths';
import type { Path } from '@/lib/routing/routes';

/**
 * A link within the blog: a plain anchor (the spec: blog links are plain links, each a full
 * page load; no client router on blog pages). `locale` is the version linked to: an article not
 * written in the reader's language links to its English version.
 */
export function BlogLink({
  locale,
  href,
  children,
  ...rest
}: {
  locale: Locale;
  href: Path;
  children: ReactNode;
  className?: string;
  rel?: string;
  hrefLang?: string;
  lang?: string;
  'aria-current'?: 'page';
  'aria-label'?: string;
}) {
  return (
    <a href={localizedPath(locale, href)} {...rest}>
      {children}
    </a>
  );
}
