import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import styles from './how-it-works.module.css';

export type HowItWorksTab = 'personal' | 'business';

const TABS: readonly HowItWorksTab[] = ['personal', 'business'];

/**
 * The Personal and Business tabs. Each tab is its own page, so the tabs are links in a
 * navigation landmark (not an ARIA tab list, whose arrow keys would promise an in-page switch):
 * Tab reaches them, Enter opens one, the current one says so with aria-current. Both pages are
 * prerendered, so each tab works without JavaScript and has its own address.
 */
export async function HowItWorksTabs({
  locale,
  active,
}: {
  locale: Locale;
  active: HowItWorksTab;
}) {
  const t = await getTranslations({ locale, namespace: 'HowItWorks.tabs' });
  return (
    <nav className={styles.tabs} aria-label={t('label')}>
      <ul>
        {TABS.map((tab) => (
          <li key={tab}>
            <Link href={routes.howItWorks(tab)} aria-current={tab === active ? 'page' : undefined}>
              {t(tab)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
