import '@/lib/zod-jitless';
import { z } from 'zod';

// The part of a Telegram Update the bot reads (https://core.telegram.org/bots/api#update):
// a text message or an inline button's callback. Unknown fields are dropped; an update of any
// other kind (an edited message, a sticker, a member change) does not parse and is ignored.

const user = z.object({
  id: z.number().int(),
  is_bot: z.boolean(),
  first_name: z.string(),
  username: z.string().optional(),
  /** IETF language tag of the user's Telegram app, e.g. "de" or "pt-br". */
  language_code: z.string().max(35).optional(),
});

const chat = z.object({
  id: z.number().int(),
  type: z.enum(['private', 'group', 'supergroup', 'channel']),
});

const message = z.object({
  message_id: z.number().int(),
  date: z.number().int(),
  chat,
  from: user.optional(),
  /** Up to 4,096 characters. */
  text: z.string().max(4096),
});

const callbackQuery = z.object({
  id: z.string(),
  from: user,
  chat_instance: z.string(),
  /** The message with the button, when it is still reachable. */
  message: message.omit({ text: true }).optional(),
  /** 1-64 bytes, as the bot wrote it. */
  data: z.string().max(64),
});

export const telegramUpdateSchema = z.union([
  z.object({ update_id: z.number().int(), message }),
  z.object({ update_id: z.number().int(), callback_query: callbackQuery }),
]);

export type TelegramUpdate = z.infer<typeof telegramUpdateSchema>;

/** What the route's kit checks before the bot reads it: an object with an update_id. */
export const telegramEnvelopeSchema = z.looseObject({ update_id: z.number().int() });

/** The chat an update is from, which the per-chat limit counts (null: none to answer). */
export function chatOf(update: TelegramUpdate): number | null {
  if ('message' in update) return update.message.chat.id;
  return update.callback_query.message?.chat.id ?? null;
}
