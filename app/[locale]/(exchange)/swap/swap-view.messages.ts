import type { IslandMessages } from '@/lib/i18n/client-messages';
import { messages as swapFlow } from '@/components/exchange/swap-flow.messages';
import { messages as swapStatus } from '@/components/swap-status/swap-status-view.messages';

/** Namespaces /swap's island reads: steps 1 and 2, and step 3's status view. */
export const messages = [...swapFlow, ...swapStatus] as const satisfies IslandMessages;
