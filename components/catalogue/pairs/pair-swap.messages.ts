import type { IslandMessages } from '@/lib/i18n/client-messages';
import { messages as swapFlow } from '@/components/exchange/swap-flow.messages';

/** Namespaces the pair page's island reads: /swap's steps 1 and 2. */
export const messages = [...swapFlow] as const satisfies IslandMessages;
