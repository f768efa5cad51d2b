import type { IslandMessages } from '@/lib/i18n/client-messages';
import { messages as swapStatusView } from '@/components/swap-status/swap-status-view.messages';
import { messages as textInput } from '@/components/ui/text-input.messages';

/** Namespaces the Swap ID (or transaction hash) form and the statuses it shows read. */
export const messages = [
  'TransactionStatus',
  'dexStatus',
  'dexServer',
  ...textInput,
  ...swapStatusView,
] as const satisfies IslandMessages;
