'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { SwapView } from '@/lib/swaps/contract';
import type { SimulateAction } from '@/lib/swaps/contract';
import { useSimulate } from './use-swap';
import styles from './swap-status.module.css';

const LABELS = { deposit: 'deposit', fail: 'fail', refund: 'refund' } as const;

/** Every sandbox swap says so plainly, and offers the steps a real deposit would trigger. */
export function SandboxBanner({ swap }: { swap: SwapView }) {
  const t = useTranslations('SwapStatus.sandbox');
  const simulate = useSimulate(swap.id);
  const actions = swap.simulate;
  const order: SimulateAction[] = ['deposit', 'fail', 'refund'];

  return (
    <aside className={styles.sandbox} aria-label={t('label')}>
      <p className={styles.sandboxTitle}>
        <strong>{t('title')}</strong>
      </p>
      <p>{t('body')}</p>
      {actions.length > 0 && (
        <div className={styles.actions} aria-busy={simulate.isPending || undefined}>
          {order
            .filter((action) => actions.includes(action))
            .map((action) => (
              <Button
                key={action}
                variant={action === 'deposit' ? 'primary' : 'ghost'}
                size={action === 'deposit' ? 'md' : 'sm'}
                disabled={simulate.isPending}
                onClick={() => simulate.mutate(action)}
              >
                {t(LABELS[action])}
              </Button>
            ))}
        </div>
      )}
      <p className={styles.sandboxFeedback} role="status" aria-live="polite">
        {simulate.isPending ? t('working') : ''}
      </p>
      {simulate.isError && (
        <p className={styles.error} role="alert">
          {t('failed', { message: simulate.error.message })}
        </p>
      )}
    </aside>
  );
}
