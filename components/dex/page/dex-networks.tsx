import { getTranslations } from 'next-intl/server';
import type { DexPageFacts } from '@/lib/dex/page';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/routing/paths';
import { routes } from '@/lib/routing/routes';
import table from '@/components/ui/table.module.css';
import styles from './dex-page.module.css';

/**
 * The five networks: chain id, the coin gas is paid in, and the aggregators quoting on each; each
 * name links to the network's landing (/dex/{slug}) with its popular pairs' quotes.
 */
export async function DexNetworks({ locale, facts }: { locale: Locale; facts: DexPageFacts }) {
  const t = await getTranslations({ locale, namespace: 'dexPage' });
  return (
    <section aria-labelledby="dex-networks" className={styles.section}>
      <h2 id="dex-networks">{t('networksTitle')}</h2>
      <div className={table.boxed}>
        <table data-testid="dex-networks">
          <caption className={styles.caption}>{t('networksCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('networkColumn')}</th>
              <th scope="col">{t('chainIdColumn')}</th>
              <th scope="col">{t('coinColumn')}</th>
              <th scope="col">{t('aggregatorsColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {facts.networks.map((network) => (
              <tr key={network.id}>
                <th scope="row">
                  <a href={localizedPath(locale, routes.dexNetwork(network.slug))}>
                    {network.name}
                  </a>
                </th>
                <td>{network.id}</td>
                <td>{network.nativeSymbol}</td>
                <td>
                  {facts.sandbox
                    ? t('sandboxAggregator')
                    : network.aggregators.length > 0
                      ? network.aggregators.join(', ')
                      : t('noAggregator')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
