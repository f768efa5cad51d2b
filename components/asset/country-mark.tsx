import styles from './country-mark.module.css';

// A country's mark in the pickers: its ISO code in a neutral box, as large as a coin icon (28 px)
// so coin and country rows line up. Not a flag emoji: Chromium on Linux without a colour emoji
// font (Debian's, the e2e browser's) draws those as two boxed letters or blanks, and no flag
// images ship with the site. Decorative: the country's name is beside it.

export function CountryMark({ code }: { code: string }) {
  return (
    <span className={styles.mark} aria-hidden="true">
      {code.toUpperCase()}
    </span>
  );
}
