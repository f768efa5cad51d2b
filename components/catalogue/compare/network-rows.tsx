import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { Currency } from '@/lib/catalogue/types';
import styles from './catalogue.module.css';
import { explorerHost } from './format';

/**
 * Rows of a two-column table about where each currency lives: its network, the address format a
 * payout address must have, whether a memo or tag is needed, its token contract and explorer. The
 * comparison and the cross-chain pages both put two currencies side by side this way.
 */
export async function NetworkRows({
  locale,
  sides,
}: {
  locale: Locale;
  sides: readonly [Currency, Currency];
}) {
  const t = await getTranslations({ locale, namespace: 'CompareNetwork' });
  const cells = (render: (currency: Currency) => React.ReactNode) =>
    sides.map((currency) => <td key={currency.code}>{render(currency)}</td>);
  return (
    <>
      <tr>
        <th scope="row">{t('network')}</th>
        {cells(({ network }) => t('networkValue', { network: network.name, badge: network.badge }))}
      </tr>
      <tr>
        <th scope="row">{t('addressFormat')}</th>
        {cells(({ network }) =>
          t('addressKind', { kind: network.addressKind, network: network.name }),
        )}
      </tr>
      <tr>
        <th scope="row">{t('memo')}</th>
        {cells(({ network: { memo } }) =>
          memo === null
            ? t('memoNone')
            : memo.required
              ? t('memoRequired', { kind: memo.label })
              : t('memoOptional', { kind: memo.label }),
        )}
      </tr>
      <tr>
        <th scope="row">{t('contract')}</th>
        {cells(({ contract, network }) =>
          contract ? (
            <span className={styles.code}>{contract}</span>
          ) : (
            t('native', { network: network.name })
          ),
        )}
      </tr>
      <tr>
        <th scope="row">{t('explorer')}</th>
        {cells(({ network }) => {
          const explorer = explorerHost(network.explorerTx || network.explorerAddress);
          return explorer ? (
            <a href={explorer.origin} rel="noopener noreferrer">
              {explorer.host}
            </a>
          ) : (
            t('explorerNone')
          );
        })}
      </tr>
    </>
  );
}
