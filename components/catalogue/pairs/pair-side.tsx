import { CoinIcon } from '@/components/asset/coin-icon';
import type { PairSide } from '@/lib/pages/data/pair-data';
import styles from './pairs.module.css';

/** A coin of a pair: icon, ticker and its network's badge (the network is part of the coin). */
export function PairSideLabel({ side, size = 20 }: { side: PairSide; size?: number }) {
  return (
    <span className={styles.side}>
      <CoinIcon src={side.icon} alt="" size={size} />
      <span>{side.ticker}</span>
      <span className={styles.badge} title={side.network.name}>
        {side.network.badge}
      </span>
    </span>
  );
}
