import type { IslandMessages } from '@/lib/i18n/client-messages';
import { messages as textInput } from '@/components/ui/text-input.messages';

/** Namespaces the FAQ's search reads: its own words and the search field's clear button. */
export const messages = ['FaqSearch', ...textInput] as const satisfies IslandMessages;
