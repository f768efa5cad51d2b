import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/routing/paths';
import type { Path } from '@/lib/routing/routes';
import styles from './coins.module.css';

/** The visible trail the BreadcrumbList JSON-LD describes; the last step is the page itself. */
export async function Breadcrumb({
  locale,
  steps,
}: {
  locale: Locale;
  steps: ReadonlyArray<{ name: string; route: Path }>;
}) {
  const t = await getTranslations({ locale, namespace: 'CoinPage' });
  return (
    <nav className={styles.breadcrumb} aria-label={t('breadcrumbLabel')}>
      <ol>
        {steps.map(({ name, route }, index) => (
          <li key={route}>
            {index === steps.length - 1 ? (
              <span aria-current="page">{name}</span>
            ) : (
              <a href={localizedPath(locale, route)}>{name}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
