import type { IslandMessages } from '@/lib/i18n/client-messages';
import { messages as coinPicker } from '@/components/asset/picker/coin-picker.messages';

/** Namespaces the compact widget's form reads (app/(embed)/[locale]/widget/page.tsx). */
export const messages = ['EmbedCompactForm', ...coinPicker] as const satisfies IslandMessages;
