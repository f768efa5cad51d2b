import { messages as drawerMessages } from '@/components/ui/drawer.messages';
import type { IslandMessages } from '@/lib/i18n/client-messages';
import { messages as swapPanelMessages } from './swap/swap-panel.messages';

/**
 * Namespaces the /dex island reads: the wallet's, the connect dialog's (a Drawer) and the swap
 * panel's.
 */
export const messages = [
  'dexWallet',
  ...drawerMessages,
  ...swapPanelMessages,
] as const satisfies IslandMessages;
