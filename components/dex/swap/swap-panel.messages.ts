import type { IslandMessages } from '@/lib/i18n/client-messages';

/** Namespaces the swap panel reads (the /dex island adds them to its own). */
export const messages = ['dexSwap'] as const satisfies IslandMessages;
