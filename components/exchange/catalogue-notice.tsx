'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import styles from './exchange.module.css';

/** The coin list did not load: said plainly, with a way to ask again. */
export function CatalogueNotice({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('SwapForm');
  return (
    <div className={styles.catalogueError} role="alert">
      <p>{t('catalogueFailed')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('catalogueRetry')}
      </Button>
    </div>
  );
}
