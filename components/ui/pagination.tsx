import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/routing/paths';
import type { Path } from '@/lib/routing/routes';
import styles from './pagination.module.css';

/** The page numbers shown: the first, the last, and two on each side of the current one. */
export function pageWindow(page: number, pageCount: number): Array<number | 'gap'> {
  const shown = new Set([1, pageCount]);
  for (let n = page - 2; n <= page + 2; n += 1) if (n >= 1 && n <= pageCount) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, index) =>
    index > 0 && n - sorted[index - 1]! > 1 ? (['gap', n] as const) : [n],
  );
}

interface LinkAttributes {
  rel?: string;
  className?: string;
  'aria-label'?: string;
}

/**
 * A listing's pages: previous, the numbers around the current page, next; every page a plain
 * link (crawlers follow them), the current one marked. Nothing for a single page. `label` names
 * the navigation ("Pages of reviews"); `href` builds a page's path (page 1 is the listing).
 */
export async function Pagination({
  locale,
  page,
  pageCount,
  href,
  label,
  plain = false,
}: {
  locale: Locale;
  page: number;
  pageCount: number;
  href: (page: number) => Path;
  label: string;
  /** Plain anchors, each a full page load (the blog's links, spec section 2). */
  plain?: boolean;
}) {
  if (pageCount <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'Pagination' });
  const link = (to: Path, props: LinkAttributes, children: ReactNode) =>
    plain ? (
      <a href={localizedPath(locale, to)} {...props}>
        {children}
      </a>
    ) : (
      <Link href={to} prefetch={false} {...props}>
        {children}
      </Link>
    );
  return (
    <nav className={styles.pagination} aria-label={label}>
      {page > 1 ? (
        link(href(page - 1), { rel: 'prev', className: styles.step }, t('previous'))
      ) : (
        <span className={styles.step} aria-hidden="true" />
      )}
      <ol className={styles.numbers}>
        {pageWindow(page, pageCount).map((n, index) =>
          n === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className={styles.current}>
                  <span className="visually-hidden">{t('pageOf', { page, pages: pageCount })}</span>
                  <span aria-hidden="true">{n}</span>
                </span>
              ) : (
                link(href(n), { 'aria-label': t('page', { page: n }) }, n)
              )}
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        link(href(page + 1), { rel: 'next', className: styles.step }, t('next'))
      ) : (
        <span className={styles.step} aria-hidden="true" />
      )}
    </nav>
  );
}
