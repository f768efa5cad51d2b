import type { IslandMessages } from '@/lib/i18n/client-messages';

/** Namespaces the cookie banner and its settings read. */
export const messages = ['Consent'] as const satisfies IslandMessages;
