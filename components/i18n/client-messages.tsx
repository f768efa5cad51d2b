import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SHELL_MESSAGES } from '@/components/layout/shell-messages';
import { pickMessages, type IslandMessages } from '@/lib/i18n/client-messages';
import type { Messages } from '@/lib/i18n/messages';
import { IslandMessagesProvider } from './island-messages-provider';

/**
 * Gives a client island the namespaces it declares (its `*.messages.ts`). Those the shell
 * already sends on every page are left out, so no string reaches the browser twice.
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: IslandMessages;
  children: ReactNode;
}) {
  const shell: IslandMessages = SHELL_MESSAGES;
  const own = namespaces.filter((name) => !shell.includes(name));
  const messages = pickMessages((await getMessages()) as Messages, own);
  return <IslandMessagesProvider messages={messages}>{children}</IslandMessagesProvider>;
}
