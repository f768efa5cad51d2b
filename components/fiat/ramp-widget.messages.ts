import type { IslandMessages } from '@/lib/i18n/client-messages';
import { messages as coinPicker } from '@/components/asset/picker/coin-picker.messages';
import { messages as countryPicker } from '@/components/asset/picker/country-picker.messages';
import { messages as textInput } from '@/components/ui/text-input.messages';

/** Namespaces the buy and sell widget reads. */
export const messages = [
  'RampWidget',
  ...coinPicker,
  ...countryPicker,
  ...textInput,
] as const satisfies IslandMessages;
