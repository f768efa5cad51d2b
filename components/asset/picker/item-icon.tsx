import { CoinIcon } from '../coin-icon';
import type { PickerIcon } from './item';
import styles from '../country-mark.module.css';

// A country's mark is its ISO code in a neutral box, as large as a coin icon (28 px) so coin and
// country rows line up. Not a flag emoji: Chromium on Linux without a colour emoji font (Debian's,
// the e2e browser's) draws those as two boxed letters or blanks, and no flag images ship with the
// site. Written inline, not as a component of its own: the hero's first load is at its budget.

/** An item's picture in the list and on the button; decorative (the names carry the meaning). */
export function ItemIcon({ icon }: { icon: PickerIcon | undefined }) {
  if (!icon) return null;
  return icon.kind === 'image' ? (
    <CoinIcon src={icon.src} alt="" />
  ) : (
    <span className={styles.mark} aria-hidden="true">
      {icon.code}
    </span>
  );
}
