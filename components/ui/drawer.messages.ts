import type { IslandMessages } from '@/lib/i18n/client-messages';

/** Namespaces the drawer reads (its close and back buttons); islands that use it include them. */
export const messages = ['Drawer'] as const satisfies IslandMessages;
