import type { IslandMessages } from '@/lib/i18n/client-messages';
import { messages as coinPicker } from '@/components/asset/picker/coin-picker.messages';

/** Namespaces steps 1 and 2 of /swap read: the form, the offers and the checkout. */
export const messages = [
  'Swap',
  'SwapForm',
  'Offers',
  'Checkout',
  ...coinPicker,
] as const satisfies IslandMessages;
