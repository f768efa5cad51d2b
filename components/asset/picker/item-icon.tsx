import { CoinIcon } from '../coin-icon';
import { FlagIcon } from '../flag-icon';
import type { PickerIcon } from './item';

/** An item's picture in the list and on the button; decorative (the names carry the meaning). */
export function ItemIcon({ icon }: { icon: PickerIcon | undefined }) {
  if (!icon) return null;
  return icon.kind === 'image' ? (
    <CoinIcon src={icon.src} alt="" />
  ) : (
    <FlagIcon emoji={icon.emoji} />
  );
}
