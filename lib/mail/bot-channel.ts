import 'server-only';
import { env } from '@/lib/env';
import { SEND_DEADLINE_MS, type ChannelTransport } from './channels';

// The messaging bot's channel: open while the bot is configured (TELEGRAM_BOT_TOKEN), so that
// without it the rows wait instead of failing. What an attempt does (the Bot API call, what a
// 403 or a 429 means) is the bot domain's (lib/bot), handed in as the prepared message: this
// platform layer imports no domain (ADR 0007).

export const botChannel: ChannelTransport<'bot'> = {
  open() {
    if (env().TELEGRAM_BOT_TOKEN === undefined) return null;
    return { send: (_db, _row, prepared) => prepared.send(AbortSignal.timeout(SEND_DEADLINE_MS)) };
  },
};
