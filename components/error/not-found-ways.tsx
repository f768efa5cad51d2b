import { getTranslations } from 'next-intl/server';
import { buttonClassName } from '@/components/ui/button';
import { popularSections, type PopularLink } from '@/lib/footer/popular';
import { getGlobalData } from '@/lib/global-data';
import type { Locale } from '@/lib/i18n/locales';
import { COIN_SEARCH_PARAM } from '@/lib/catalogue/coin-search';
import { localizedPath } from '@/lib/routing/paths';
import { routes } from '@/lib/routing/routes';
import styles from './error-view.module.css';

const POPULAR_COINS = 8;
const POPULAR_PAIRS = 6;

/**
 * The 404 page's ways on (spec section 8; issue 22): a coin search, popular coins and pairs
 * (the global data the footer shows) and the two tasks people come for, swap and status. All
 * plain links and a GET form, so the static 404 works the same without JavaScript. The search
 * goes to the coin list, and proxy.ts takes a term that names a coin straight to its page
 * (lib/catalogue/coin-search.ts).
 */
export async function NotFoundWays({ locale }: { locale: Locale }) {
  const [t, footer, data] = await Promise.all([
    getTranslations({ locale, namespace: '404' }),
    getTranslations({ locale, namespace: 'Footer' }),
    getGlobalData(),
  ]);
  const sections = popularSections(data, (from, to) => footer('pair', { from, to }), {
    coins: POPULAR_COINS,
    pairs: POPULAR_PAIRS,
  });
  const href = (path: string) => localizedPath(locale, path);

  return (
    <div className={styles.ways}>
      <form role="search" method="get" action={href(routes.coins())} className={styles.search}>
        <label htmlFor="not-found-coin-search" className={styles.searchLabel}>
          {t('searchLabel')}
        </label>
        <div className={styles.searchRow}>
          <input
            id="not-found-coin-search"
            className={styles.searchInput}
            type="search"
            name={COIN_SEARCH_PARAM}
            placeholder={t('searchPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
          />
          <button type="submit" className={buttonClassName({ variant: 'secondary' })}>
            {t('searchButton')}
          </button>
        </div>
      </form>
      <nav aria-label={t('tasksLabel')} className={styles.tasks}>
        <a className={buttonClassName()} href={href(routes.swap())}>
          {t('swapLink')}
        </a>
        <a
          className={buttonClassName({ variant: 'secondary' })}
          href={href(routes.transactionStatus())}
        >
          {t('statusLink')}
        </a>
      </nav>
      {sections.map((section) => (
        <LinkList
          key={section.key}
          id={section.key === 'popularCoins' ? 'not-found-coins' : 'not-found-pairs'}
          title={footer(`columns.${section.key}`)}
          links={section.links}
          href={href}
        />
      ))}
    </div>
  );
}

function LinkList({
  id,
  title,
  links,
  href,
}: {
  id: string;
  title: string;
  links: PopularLink[];
  href: (path: string) => string;
}) {
  return (
    <section aria-labelledby={id} className={styles.popular}>
      <h2 id={id} className={styles.popularTitle}>
        {title}
      </h2>
      <ul className={styles.chips}>
        {links.map((link) => (
          <li key={link.href}>
            <a className={styles.chip} href={href(link.href)}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
