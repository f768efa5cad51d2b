import { messages as drawerMessages } from '@/components/ui/drawer.messages';
import type { IslandMessages } from '@/lib/i18n/client-messages';

/**
 * Namespaces the /dex island reads: the wallet's and the connect dialog's (a Drawer). The swap
 * panel adds its own namespaces to this list.
 */
export const messages = ['dexWallet', ...drawerMessages] as const satisfies IslandMessages;
