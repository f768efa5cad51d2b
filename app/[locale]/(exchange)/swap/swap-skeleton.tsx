import styles from './swap.module.css';

/**
 * What the prerendered page shows until the browser has read the query: the outline of step 1's
 * form in grey, inside the stage that keeps the footer out of sight, so the form or the status
 * view takes its place without moving anything (no layout shift). Nothing to announce or focus.
 */
export function SwapSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true" data-testid="swap-skeleton">
      <span className={styles.line} />
      <span className={styles.box} />
      <span className={styles.flip} />
      <span className={styles.box} />
      <span className={styles.options} />
      <span className={styles.button} />
    </div>
  );
}
