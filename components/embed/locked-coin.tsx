import type { LockedCoinComponent } from './embed-mode';
import styles from './locked-coin.module.css';

/**
 * The coin of a widget whose pair is fixed (`lock`): what the picker's button would show, as text,
 * named by its side ("You send: BTC") as the picker's button is. It takes the picker's props, so
 * the swap fields put it in the picker's place (components/exchange/swap-fields.tsx).
 */
export const LockedCoin: LockedCoinComponent = ({ label, value, currencies }) => {
  const currency = currencies?.find((c) => c.code === value);
  const ticker = currency?.ticker ?? value.toUpperCase();
  return (
    <p className={styles.coin} data-locked-coin={value}>
      <span className="visually-hidden">{label}: </span>
      <strong>{ticker}</strong>
      {currency && <span className={styles.network}>{currency.network.badge}</span>}
    </p>
  );
};
