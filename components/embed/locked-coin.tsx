import type { PickerCurrency } from '@/lib/catalogue/contract';
import styles from './locked-coin.module.css';

/**
 * The coin of a widget whose pair is fixed (`lock`): what the picker's button would show, as text.
 * Named by its side ("You send: BTC"), as the picker's button is.
 */
export function LockedCoin({
  label,
  code,
  currencies,
}: {
  label: string;
  code: string;
  currencies: readonly PickerCurrency[] | undefined;
}) {
  const currency = currencies?.find((c) => c.code === code);
  const ticker = currency?.ticker ?? code.toUpperCase();
  return (
    <p className={styles.coin} data-locked-coin={code}>
      <span className="visually-hidden">{label}: </span>
      <strong>{ticker}</strong>
      {currency && <span className={styles.network}>{currency.network.badge}</span>}
    </p>
  );
}
