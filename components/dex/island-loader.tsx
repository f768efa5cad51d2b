'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import type { DexIslandProps } from './island';
import styles from './dex.module.css';

// The wallet code (wagmi, viem, the connectors) is its own chunk, loaded in the browser only on
// /dex: no other page's first-load JS carries it, and no server render ever sees a wallet.

function IslandPending() {
  const t = useTranslations('dexWallet');
  return (
    <div className={styles.pending} role="status" data-testid="dex-island-pending">
      {t('loading')}
    </div>
  );
}

const DexIsland = dynamic(() => import('./island').then((module) => module.DexIsland), {
  ssr: false,
  loading: () => <IslandPending />,
});

export function DexIslandLoader(props: DexIslandProps) {
  return <DexIsland {...props} />;
}
