import styles from './flag-icon.module.css';

// A country's flag (lib/geo/flag.ts makes the emoji on the server). Decorative: the country's
// name is beside it.

/** As large as a coin icon (28 px), so coin and country rows line up. */
export function FlagIcon({ emoji }: { emoji: string }) {
  return (
    <span className={styles.flag} aria-hidden="true">
      {emoji}
    </span>
  );
}
