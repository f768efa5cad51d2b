import type { IslandMessages } from '@/lib/i18n/client-messages';

/** Namespaces the error view reads (404, error boundaries). */
export const messages = ['ErrorPage', '404'] as const satisfies IslandMessages;
