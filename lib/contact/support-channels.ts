import 'server-only';
import { brand } from '../brand';
import { EXTERNAL_LINKS } from '../footer/external-links';

// The official support channels the contact page lists: the form itself, the operator's support
// address when configured, and the messaging bot. Nothing else may be presented as support.

export interface MessagingBot {
  url: string;
  app: string;
}

/**
 * The operator's messaging bot, or undefined when there is none. The one place that reads the
 * shell's external links for the contact page, so their configuration can change underneath.
 */
export function messagingBot(): MessagingBot | undefined {
  const bot: MessagingBot | undefined = EXTERNAL_LINKS.messagingBot;
  return bot?.url ? bot : undefined;
}

export interface SupportChannels {
  /** BRAND_SUPPORT_EMAIL; unset: not listed. */
  email: string | undefined;
  bot: MessagingBot | undefined;
}

export function supportChannels(): SupportChannels {
  return { email: brand().supportEmail, bot: messagingBot() };
}
