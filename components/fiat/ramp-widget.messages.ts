import type { IslandMessages } from '@/lib/i18n/client-messages';
import { messages as textInput } from '@/components/ui/text-input.messages';

/** Namespaces the buy and sell widget reads. */
export const messages = ['RampWidget', ...textInput] as const satisfies IslandMessages;
