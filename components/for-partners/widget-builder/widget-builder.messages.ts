import type { IslandMessages } from '@/lib/i18n/client-messages';
import { messages as coinPicker } from '@/components/asset/picker/coin-picker.messages';

/** Namespaces the widget builder reads (its own, the coin picker's with its drawer and inputs). */
export const messages = ['WidgetBuilder', ...coinPicker] as const satisfies IslandMessages;
