import { getFormatter, getTranslations } from 'next-intl/server';
import table from '@/components/ui/table.module.css';
import type { DexChain } from '@/lib/dex/chains';
import { formatAmount, formatDecimal } from '@/lib/dex/client/units';
import type { DexNetworkLanding, LandingRow } from '@/lib/dex/landing';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/routing/paths';
import { routes } from '@/lib/routing/routes';
import pageStyles from '../page/dex-page.module.css';
import styles from './dex-network.module.css';

const COLUMNS = ['pair', 'amount', 'aggregator', 'amountOut', 'net', 'rate', 'swap'] as const;

/**
 * The network's popular pairs: each one's best indicative quote of this round (aggregator, what
 * arrives, what is left after gas, the rate), or in words why there is none, and a link that
 * opens /dex on the pair. The time is UTC: the page is cached and served to every time zone.
 */
export async function PopularPairsTable({
  locale,
  chain,
  landing,
}: {
  locale: Locale;
  chain: DexChain;
  landing: DexNetworkLanding;
}) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'dexNetwork' }),
    getFormatter({ locale }),
  ]);
  const time = format.dateTime(new Date(landing.quotedAt), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  });

  const label = (column: (typeof COLUMNS)[number]) => t(`columns.${column}`);
  const cells = (row: LandingRow) => {
    const { to } = row.pair;
    if (row.state !== 'quoted') {
      return (
        <td colSpan={4} className={styles.unquoted} data-testid="dex-pair-unquoted">
          {t(`unquoted.${row.state}`)}
        </td>
      );
    }
    const { quote } = row;
    const amount = (base: string) => `${formatAmount(base, to.decimals, locale)} ${to.symbol}`;
    return (
      <>
        <td data-label={label('aggregator')} data-testid="dex-pair-aggregator">
          {quote.aggregator}
        </td>
        <td data-label={label('amountOut')} data-testid="dex-pair-out">
          {amount(quote.amountOut)}
        </td>
        <td data-label={label('net')} data-testid="dex-pair-net">
          {quote.netOut === null ? t('netUnknown') : amount(quote.netOut)}
        </td>
        <td data-label={label('rate')}>
          {t('rateValue', {
            from: row.pair.from.symbol,
            rate: formatDecimal(quote.rate, locale),
            to: to.symbol,
          })}
        </td>
      </>
    );
  };

  return (
    <section aria-labelledby="dex-network-pairs" className={pageStyles.section}>
      <h2 id="dex-network-pairs">{t('pairsTitle', { network: chain.name })}</h2>
      <p>{t('pairsLead')}</p>
      {/* Cards on a phone; above, a table that scrolls in its own box if it must. */}
      <div className={styles.tableBox}>
        <table className={`${table.plain} ${table.cards}`} data-testid="dex-network-pairs">
          <caption className={pageStyles.caption}>
            <time dateTime={landing.quotedAt}>{t('pairsCaption', { time })}</time>
          </caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {label(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {landing.rows.map((row) => {
              const { from, to, amount } = row.pair;
              const pair = { from: from.symbol, to: to.symbol };
              const href = localizedPath(
                locale,
                routes.dex({
                  chain: chain.slug,
                  from: from.symbol.toLowerCase(),
                  to: to.symbol.toLowerCase(),
                }),
              );
              return (
                <tr key={`${from.address}-${to.address}`} data-testid="dex-pair-row">
                  <th scope="row">{t('pairName', pair)}</th>
                  <td data-label={label('amount')}>
                    {`${formatDecimal(amount, locale)} ${from.symbol}`}
                  </td>
                  {cells(row)}
                  <td className={styles.swap}>
                    <a href={href} aria-label={t('swapPair', pair)}>
                      {t('swap')}
                    </a>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
