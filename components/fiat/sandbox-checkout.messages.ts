import type { IslandMessages } from '@/lib/i18n/client-messages';

/** Namespaces the sandbox checkout's order summary reads. */
export const messages = ['SandboxCheckout'] as const satisfies IslandMessages;
