import type { IslandMessages } from '@/lib/i18n/client-messages';
import { messages as drawer } from '@/components/ui/drawer.messages';

/** Namespaces the language drawer reads (its own labels arrive as props from the header). */
export const messages = [...drawer] as const satisfies IslandMessages;
