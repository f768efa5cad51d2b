'use client';

import { useLocale, useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { Link } from '@/lib/i18n/navigation';
import { isBlogPath, localizedPath } from '@/lib/routing/paths';
import { routes } from '@/lib/routing/routes';
import { RequestedPath } from './requested-path';
import { useRefetchGlobalData } from './use-refetch-global-data';
import styles from './error-view.module.css';
import { buttonClassName } from '@/components/ui/button';

export interface ErrorViewProps {
  status: number;
  /** Offered as "Try again" (error boundaries pass their retry()). */
  onRetry?: () => void;
}

/**
 * The one error page (spec section 2): status code, title, description and a way back: the blog
 * under /blog (a plain link: the blog is not part of in-app navigation), the home page everywhere.
 * A 404 names the requested path and reloads global data.
 * Other statuses say "Something went wrong" rather than "Page not found", which would mislead.
 */
/** The first action is the primary button, the others secondary. */
const styleOf = (primary: boolean) =>
  buttonClassName({ variant: primary ? 'primary' : 'secondary' });

export function ErrorView({ status, onRetry }: ErrorViewProps) {
  const t404 = useTranslations('404');
  const t = useTranslations('ErrorPage');
  const locale = useLocale();
  const inBlog = isBlogPath(usePathname() ?? '/');
  const notFound = status === 404;
  useRefetchGlobalData(notFound);

  return (
    <section className={styles.view} aria-labelledby="error-title">
      <p className={styles.status}>
        <span aria-hidden="true">{status}</span>
        <span className="visually-hidden">{t('status', { status })}</span>
      </p>
      <h1 id="error-title">{notFound ? t404('title') : t('title')}</h1>
      <p className={styles.description}>{notFound ? t404('description') : t('description')}</p>
      {notFound ? <RequestedPath template={t404.raw('message') as string} /> : null}
      <div className={styles.actions}>
        {onRetry ? (
          <button type="button" className={buttonClassName()} onClick={onRetry}>
            {t('retry')}
          </button>
        ) : null}
        {inBlog ? (
          <a className={styleOf(!onRetry)} href={localizedPath(locale, routes.blog())}>
            {t404('blogButton')}
          </a>
        ) : null}
        {notFound ? (
          <Link className={styleOf(!onRetry && !inBlog)} href={routes.home()}>
            {t404('button')}
          </Link>
        ) : (
          // After a crash, a full page load starts again from a clean state.
          <a className={styleOf(!onRetry && !inBlog)} href={localizedPath(locale, routes.home())}>
            {t404('button')}
          </a>
        )}
      </div>
    </section>
  );
}
