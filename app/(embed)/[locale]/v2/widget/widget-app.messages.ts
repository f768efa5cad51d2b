import type { IslandMessages } from '@/lib/i18n/client-messages';
import { messages as swapFlow } from '@/components/exchange/swap-flow.messages';
import { messages as swapStatus } from '@/components/swap-status/swap-status-view.messages';

/** Namespaces the widget's island reads: the swap flow, the status view and its own words. */
export const messages = [
  ...swapFlow,
  ...swapStatus,
  'EmbedWidget',
] as const satisfies IslandMessages;
