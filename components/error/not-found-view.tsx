import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { NotFoundArea } from '@/lib/routing/not-found-page';
import { localizedPath } from '@/lib/routing/paths';
import { routes } from '@/lib/routing/routes';
import { inlineScriptNonce } from '@/lib/security/script-nonce';
import { buttonClassName } from '@/components/ui/button';
import { NotFoundWays } from './not-found-ways';
import { REQUESTED_PATH_ID, requestedPathScript } from './requested-path-script';
import styles from './error-view.module.css';

/**
 * The 404 page (spec sections 2 and 8), rendered on the server so that it is complete without
 * JavaScript: status, title, explanation, one button back (to the blog under /blog, to the
 * home page everywhere else) and the ways on: a coin search, popular coins and pairs, swap and
 * status (not-found-ways.tsx). The path line is filled in by a tiny inline script (see
 * requested-path-script.ts), because the page is prerendered once per locale and area.
 */
export async function NotFoundView({ locale, area }: { locale: Locale; area: NotFoundArea }) {
  const [t, tError, nonce] = await Promise.all([
    getTranslations({ locale, namespace: '404' }),
    getTranslations({ locale, namespace: 'ErrorPage' }),
    inlineScriptNonce(),
  ]);
  const kind = 'notFound';

  return (
    <section className={styles.view} aria-labelledby="error-title">
      <p className={styles.status}>
        <span aria-hidden="true">404</span>
        <span className="visually-hidden">{tError('status', { status: 404 })}</span>
      </p>
      <h1 id="error-title">{t('title', { kind })}</h1>
      <p className={styles.description}>{t('description', { kind })}</p>
      {/* Empty in the HTML; the script below writes the text before paint. React leaves the
          text the script wrote when it hydrates. */}
      <p
        id={REQUESTED_PATH_ID}
        className={styles.path}
        data-template={t.raw('message') as string}
        suppressHydrationWarning
      >
        {''}
      </p>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: requestedPathScript() }} />
      <div className={styles.actions}>
        {/* A full page load: the blog is not part of in-app navigation (spec section 2), and
            the home page is prerendered, so leaving a 404 this way costs nothing. */}
        <a
          className={buttonClassName()}
          href={localizedPath(locale, area === 'blog' ? routes.blog() : routes.home())}
        >
          {area === 'blog' ? t('blogButton') : t('button')}
        </a>
      </div>
      <NotFoundWays locale={locale} />
    </section>
  );
}
