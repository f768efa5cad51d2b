import type { IslandMessages } from '@/lib/i18n/client-messages';
import { messages as textInput } from '@/components/ui/text-input.messages';

/** Namespaces the newsletter form reads; Footer for its "opens in a new tab" hint. */
export const messages = ['Newsletter', 'Footer', ...textInput] as const satisfies IslandMessages;
