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
 * Namespaces that the client components of one page read, on top of the shell's. The page wraps
 * its client part in a NextIntlClientProvider given pageMessages(messages, '<page>'), so only the
 * pages that need these strings send them to the browser.
 */
export const PAGE_NAMESPACES = {
  /** /transaction-status: the lookup form and the swap status view. */
  transactionStatus: ['TransactionStatus', 'SwapStatus', 'SupportNotice'],
  /** Any page that embeds SwapStatusView (e.g. /swap step three). */
  swapStatus: ['SwapStatus', 'SupportNotice'],
  /** /swap: steps 1 and 2, and the status view of step 3. */
  swap: ['Swap', 'SwapForm', 'Offers', 'CoinPicker', 'Checkout', 'SwapStatus', 'SupportNotice'],
  /** The home page hero's compact form. */
  heroForm: ['SwapForm', 'CoinPicker'],
} as const satisfies Record<string, readonly (keyof Messages)[]>;

export type ClientPage = keyof typeof PAGE_NAMESPACES;

/** The shell's namespaces plus the page's: a nested provider replaces, not merges, messages. */
export function pageMessages(messages: Messages, page: ClientPage): Partial<Messages> {
  const picked: Record<string, unknown> = { ...shellMessages(messages) };
  for (const namespace of PAGE_NAMESPACES[page]) picked[namespace] = messages[namespace];
  return picked as Partial<Messages>;
}
