import type { IslandMessages } from '@/lib/i18n/client-messages';

/** Namespaces the swap status view reads (step 3 of /swap, /transaction-status). */
export const messages = ['SwapStatus', 'SupportNotice'] as const satisfies IslandMessages;
