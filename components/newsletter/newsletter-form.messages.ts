import type { IslandMessages } from '@/lib/i18n/client-messages';
import { messages as textInput } from '@/components/ui/text-input.messages';

/** Namespaces the newsletter form reads; its title, description and notice are server-rendered. */
export const messages = ['NewsletterForm', ...textInput] as const satisfies IslandMessages;
