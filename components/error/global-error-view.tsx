import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/routing/paths';
import { routes } from '@/lib/routing/routes';
import { buttonClassName } from '@/components/ui/button';
import styles from './error-view.module.css';

export interface GlobalErrorTexts {
  title: string;
  description: string;
  status: string;
  retry: string;
  home: string;
}

/**
 * The body of app/global-error.tsx: status 500, title, description, "Try again" (a full reload,
 * since the server is what failed) and the home page of the visitor's language. Until the
 * messages have arrived it shows the status alone, marked busy.
 */
export function GlobalErrorView({
  locale,
  texts,
}: {
  locale: Locale;
  texts: GlobalErrorTexts | null;
}) {
  return (
    <section
      className={styles.view}
      aria-labelledby={texts ? 'error-title' : undefined}
      aria-busy={!texts}
    >
      <p className={styles.status}>
        <span aria-hidden="true">500</span>
        {texts ? <span className="visually-hidden">{texts.status}</span> : null}
      </p>
      {texts ? (
        <>
          <h1 id="error-title">{texts.title}</h1>
          <p className={styles.description}>{texts.description}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className={buttonClassName()}
              onClick={() => window.location.reload()}
            >
              {texts.retry}
            </button>
            <a
              className={buttonClassName({ variant: 'secondary' })}
              href={localizedPath(locale, routes.home())}
            >
              {texts.home}
            </a>
          </div>
        </>
      ) : null}
    </section>
  );
}
