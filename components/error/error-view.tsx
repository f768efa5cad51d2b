'use client';

import { useLocale, useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { isBlogPath, localizedPath } from '@/lib/routing/paths';
import { routes } from '@/lib/routing/routes';
import styles from './error-view.module.css';
import { buttonClassName } from '@/components/ui/button';

export interface ErrorViewProps {
  /** Offered as "Try again" (error boundaries pass their retry()). */
  onRetry?: () => void;
}

/**
 * The error page of a page that failed to render (spec section 2): status 500, the title and
 * description of the 404 namespace in their "error" form (the spec has every error use the
 * 404.* keys; "Page not found" would mislead here), "Try again" and a way back: the blog under
 * /blog, the home page everywhere else, both as a full page load that starts from a clean state.
 * The 404 page itself is rendered on the server (not-found-view.tsx).
 */
export function ErrorView({ onRetry }: ErrorViewProps) {
  const t404 = useTranslations('404');
  const t = useTranslations('ErrorPage');
  const locale = useLocale();
  const inBlog = isBlogPath(usePathname() ?? '/');
  const kind = 'error';

  return (
    <section className={styles.view} aria-labelledby="error-title">
      <p className={styles.status}>
        <span aria-hidden="true">500</span>
        <span className="visually-hidden">{t('status', { status: 500 })}</span>
      </p>
      <h1 id="error-title">{t404('title', { kind })}</h1>
      <p className={styles.description}>{t404('description', { kind })}</p>
      <div className={styles.actions}>
        {onRetry ? (
          <button type="button" className={buttonClassName()} onClick={onRetry}>
            {t('retry')}
          </button>
        ) : null}
        <a
          className={buttonClassName({ variant: onRetry ? 'secondary' : 'primary' })}
          href={localizedPath(locale, inBlog ? routes.blog() : routes.home())}
        >
          {inBlog ? t404('blogButton') : t404('button')}
        </a>
      </div>
    </section>
  );
}
