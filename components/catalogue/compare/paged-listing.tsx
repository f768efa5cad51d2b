import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Pagination } from '@/components/ui/pagination';
import type { Locale } from '@/lib/i18n/locales';
import { routes, type Path } from '@/lib/routing/routes';
import { Breadcrumbs } from './breadcrumbs';
import styles from './catalogue.module.css';

/**
 * One page of a paged catalogue listing (comparisons, cross-chain pairs, multi-network tokens):
 * breadcrumbs, the heading with its page, the lead, the listing and the page numbers. The words
 * are the namespace's (title, pageTitle, home, pageCrumb, breadcrumb, pagesLabel).
 */
export async function PagedListing({
  locale,
  namespace,
  page,
  pages,
  path,
  parents = [],
  titleId,
  lead,
  children,
}: {
  locale: Locale;
  namespace: 'CompareList' | 'CrossChainList' | 'CrossChainTokens';
  page: number;
  pages: number;
  /** The listing's page `n` (page 1 without a number). */
  path: (page?: number) => Path;
  /** Breadcrumb steps between home and the listing. */
  parents?: ReadonlyArray<{ name: string; route: Path }>;
  titleId: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace });
  const title = page === 1 ? t('title') : t('pageTitle', { page, pages });
  const steps = [
    { name: t('home'), route: routes.home() },
    ...parents,
    { name: t('title'), route: path() },
    ...(page > 1 ? [{ name: t('pageCrumb', { page }), route: path(page) }] : []),
  ];
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <Breadcrumbs locale={locale} label={t('breadcrumb')} steps={steps} />
      <h1 id={titleId}>{title}</h1>
      <p className="lead">{lead}</p>
      {children}
      <Pagination
        locale={locale}
        page={page}
        pageCount={pages}
        href={path}
        label={t('pagesLabel')}
      />
    </section>
  );
}
