import type { IslandMessages } from '@/lib/i18n/client-messages';
import { messages as textInput } from '@/components/ui/text-input.messages';

/** Namespaces the coin listing's search reads: its own words and the search field's. */
export const messages = ['CoinSearch', ...textInput] as const satisfies IslandMessages;
