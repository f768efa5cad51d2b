import 'server-only';
import { brand } from '../brand';
import { brandLinks, type MessagingBot } from '../brand-links';

// The official support channels the contact page lists: the form itself, the operator's support
// address when configured, and the messaging bot. Nothing else may be presented as support.

export type { MessagingBot };

/** The operator's messaging bot (LINK_MESSAGING_BOT), or undefined when none is configured. */
export function messagingBot(): MessagingBot | undefined {
  return brandLinks().messagingBot;
}

export interface SupportChannels {
  /** BRAND_SUPPORT_EMAIL; unset: not listed. */
  email: string | undefined;
  bot: MessagingBot | undefined;
}

export function supportChannels(): SupportChannels {
  return { email: brand().supportEmail, bot: messagingBot() };
}
