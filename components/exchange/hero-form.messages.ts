import type { IslandMessages } from '@/lib/i18n/client-messages';
import { messages as coinPicker } from '@/components/asset/picker/coin-picker.messages';

/** Namespaces the home page hero's form reads (HeroSwap passes them to <ClientMessages>). */
export const messages = ['SwapForm', ...coinPicker] as const satisfies IslandMessages;
