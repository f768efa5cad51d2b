import flow from '@/components/exchange/exchange.module.css';
import styles from './swap.module.css';

/**
 * What the prerendered page shows until the browser has read the query: the outline of step 1's
 * form in grey, inside the stage that keeps the footer out of sight, so the form or the status
 * view takes its place without moving anything (no layout shift). It is laid out by the flow's
 * own classes (a size container: the two sides in a row and the offers' table from 944 px on,
 * stacked below that), so it has the loaded form's width and columns at every size. Nothing to
 * announce or focus.
 */
export function SwapSkeleton() {
  return (
    <div className={flow.layout} aria-hidden="true" data-testid="swap-skeleton">
      <div className={flow.form} data-step="1">
        <span className={styles.line} />
        <div className={flow.fields}>
          <span className={styles.box} data-testid="swap-skeleton-send" />
          <span className={styles.flip} />
          <span className={styles.box} data-testid="swap-skeleton-get" />
        </div>
        <span className={styles.options} />
        <span className={`${flow.primary} ${styles.button}`} />
        <span className={styles.offers} />
      </div>
    </div>
  );
}
