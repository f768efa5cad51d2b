import type { CSSProperties } from 'react';
import styles from './reviews.module.css';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

function Row({ size }: { size: number }) {
  return [0, 1, 2, 3, 4].map((index) => (
    <svg key={index} viewBox="0 0 24 24" width={size} height={size} focusable="false">
      <path d={STAR} />
    </svg>
  ));
}

/**
 * Five stars, `value` of them filled (a fraction fills part of a star: an average of 4.7). An
 * image whose text is `label`: the stars alone say nothing to a screen reader.
 */
export function Stars({
  value,
  label,
  size = 20,
}: {
  value: number;
  label: string;
  size?: number;
}) {
  const fill = `${Math.max(0, Math.min(100, (value / 5) * 100))}%`;
  return (
    <span role="img" aria-label={label} className={styles.stars}>
      <span className={styles.starsEmpty} aria-hidden="true">
        <Row size={size} />
      </span>
      <span
        className={styles.starsFull}
        style={{ width: fill } as CSSProperties}
        aria-hidden="true"
      >
        <Row size={size} />
      </span>
    </span>
  );
}
