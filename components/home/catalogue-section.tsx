import { getTranslations } from 'next-intl/server';
import type { ShowcaseCoin } from '@/lib/catalogue/showcase';
import type { PopularPair } from '@/lib/global-data/contract';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/routing/paths';
import { routes } from '@/lib/routing/routes';
import chips from '@/components/ui/chips.module.css';
import styles from './catalogue.module.css';

/**
 * Supported coins (the catalogue's ranked coins) and popular pairs (global data), each linked to
 * its page. Plain links: a list like this is never preloaded (docs/page-kit.md), and a plain <a>
 * costs a third of the markup of a client Link; the home page's HTML, where every element comes
 * twice (markup and RSC payload), has a size budget (issue 10).
 */
export async function CatalogueSection({
  locale,
  coins,
  pairs,
}: {
  locale: Locale;
  coins: readonly ShowcaseCoin[];
  pairs: readonly PopularPair[];
}) {
  const t = await getTranslations({ locale, namespace: 'HomeSections.catalogue' });
  const href = (path: string) => localizedPath(locale, path);
  return (
    <section className={styles.catalogue} aria-labelledby="home-catalogue">
      <h2 id="home-catalogue">{t('title')}</h2>
      <h3 id="home-coins">{t('coins')}</h3>
      <ul className={chips.chips} aria-labelledby="home-coins">
        {coins.map(({ ticker, name, icon }) => (
          <li key={ticker}>
            <a href={href(routes.coin(ticker))}>
              {/* Sized by the stylesheet, so twelve icons cost no size attributes. */}
              {/* eslint-disable-next-line @next/next/no-img-element -- see CoinIcon */}
              <img src={icon} alt="" loading="lazy" />
              {name}
            </a>
          </li>
        ))}
      </ul>
      <h3 id="home-pairs">{t('pairs')}</h3>
      <ul className={chips.chips} aria-labelledby="home-pairs">
        {pairs.map(({ pairInfo: { from, to } }) => (
          <li key={`${from.code}-${to.code}`}>
            <a href={href(routes.pair(from.code, to.code))}>
              {t('pair', { from: from.code, to: to.code })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
