import type { Messages } from './messages';

/**
 * Namespaces the shell's client components read (header, drawers, footer, newsletter, cookie
 * consent, error views). Only these reach the browser; pages pass their own strings as props.
 */
export const SHELL_NAMESPACES = [
  'Common',
  'Header',
  'LanguageDrawer',
  'Drawer',
  'Footer',
  'Newsletter',
  'Ui',
  'Consent',
  'ErrorPage',
  '404',
] as const;

export type ShellMessages = Partial<
  Pick<Messages, Extract<(typeof SHELL_NAMESPACES)[number], keyof Messages>>
>;

export function shellMessages(messages: Messages): ShellMessages {
  const picked: Record<string, unknown> = {};
  for (const namespace of SHELL_NAMESPACES) {
    if (namespace in messages) picked[namespace] = messages[namespace as keyof Messages];
  }
  return picked as ShellMessages;
}
