import { COIN_ICONS, NETWORK_ICONS } from './data/icons';

// Public paths of the icons scripts/icons.mjs copied into public/icons (pure: the browser uses it).

export const GENERIC_COIN_ICON = '/icons/coins/generic.svg';

export function coinIcon(ticker: string): string {
  const name = ticker.toLowerCase();
  return COIN_ICONS.has(name) ? `/icons/coins/${name}.svg` : GENERIC_COIN_ICON;
}

export function networkIcon(code: string): string | null {
  return NETWORK_ICONS.has(code) ? `/icons/networks/${code}.svg` : null;
}
