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

/**
 * The exchange screens' client namespaces, added to the shell's for /swap (every step, including
 * the status view of step 3) and, fewer of them, for the home page's compact form.
 */
export const SWAP_PAGE_NAMESPACES = [
  'Swap',
  'SwapForm',
  'Offers',
  'CoinPicker',
  'Checkout',
  'SwapStatus',
  'SupportNotice',
] as const;
export const HERO_FORM_NAMESPACES = ['SwapForm', 'CoinPicker'] as const;

/** The shell's namespaces plus a page's own, for a page-level NextIntlClientProvider. */
export function pageMessages(messages: Messages, namespaces: readonly string[]): Partial<Messages> {
  const picked: Record<string, unknown> = { ...shellMessages(messages) };
  for (const namespace of namespaces) {
    if (namespace in messages) picked[namespace] = messages[namespace as keyof Messages];
  }
  return picked as Partial<Messages>;
}
