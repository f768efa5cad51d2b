import type { IslandMessages } from '@/lib/i18n/client-messages';

/** Namespaces the text input reads (clear button, validation tags); islands that use it include them. */
export const messages = ['Ui'] as const satisfies IslandMessages;
