import type { ReactNode } from 'react';
import { CoinIcon } from '@/components/asset/coin-icon';
import tables from '@/components/ui/table.module.css';
import styles from './coins.module.css';

/** One line of the coin list: a coin on one network. */
export interface CoinTableRow {
  code: string;
  href: string;
  icon: string;
  name: string;
  ticker: string;
  network: { name: string; badge: string };
  price: ReactNode;
}

/**
 * The coin list's table (coin, network, price), the same markup for the server-rendered page and
 * the in-page search's results. No hooks: it renders wherever it is imported.
 */
export function CoinTable({
  caption,
  labels,
  rows,
}: {
  caption: string;
  labels: { coin: string; network: string; price: string };
  rows: readonly CoinTableRow[];
}) {
  return (
    <div className={styles.tableBox}>
      <table className={`${tables.plain} ${styles.table} ${styles.coinTable}`}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.coin}</th>
            <th scope="col">{labels.network}</th>
            <th scope="col" className={styles.number}>
              {labels.price}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.code}>
              <th scope="row">
                <a className={styles.coin} href={row.href}>
                  <CoinIcon src={row.icon} alt="" size={24} />
                  <span>
                    {row.name} <span className={styles.ticker}>{row.ticker}</span>
                  </span>
                </a>
              </th>
              <td>
                {row.network.name} <span className={styles.badge}>{row.network.badge}</span>
              </td>
              <td className={styles.number}>{row.price}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
