import { CoinIcon } from '../coin-icon';
import { CountryMark } from '../country-mark';
import type { PickerIcon } from './item';

/** An item's picture in the list and on the button; decorative (the names carry the meaning). */
export function ItemIcon({ icon }: { icon: PickerIcon | undefined }) {
  if (!icon) return null;
  return icon.kind === 'image' ? (
    <CoinIcon src={icon.src} alt="" />
  ) : (
    <CountryMark code={icon.code} />
  );
}
