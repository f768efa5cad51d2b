import 'server-only';
import { OUTBOX_CHANNELS } from '@/lib/db/schema';
import type { ChannelSender, ChannelTransport, OutboxChannel } from './channels';
import { botChannel } from './bot-channel';
import { emailChannel } from './email-channel';
import { webhookChannel } from './webhook-channel';

/** Every channel's transport; null: declared, none yet (its messages are refused at enqueue). */
const TRANSPORTS: { [C in OutboxChannel]: ChannelTransport<C> | null } = {
  email: emailChannel,
  'partner-webhook': webhookChannel,
  bot: botChannel,
};

export function hasTransport(channel: OutboxChannel): boolean {
  return TRANSPORTS[channel] !== null;
}

export type OpenSenders = { [C in OutboxChannel]?: ChannelSender<C> };

/** The senders of the channels configured now (e-mail with SMTP_URL), for one delivery pass. */
export function openSenders(): OpenSenders {
  const open = OUTBOX_CHANNELS.flatMap((channel) => {
    const sender = TRANSPORTS[channel]?.open();
    return sender ? [[channel, sender] as const] : [];
  });
  // Each sender is under its own channel's name, which TypeScript cannot follow through entries.
  return Object.fromEntries(open) as OpenSenders;
}
