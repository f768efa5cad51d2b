import 'server-only';
import { Bot, type Context } from 'grammy';
import { log } from '@/lib/log';
import { processSingleton } from '@/lib/process-singleton.mjs';
import { answer, follow, type Asker } from './answers';
import { parseCommand } from './commands';
import type { BotConfig } from './config';
import { botLocale } from './locale';
import { FOLLOW_PREFIX, type BotReply } from './replies';
import { describeBotError, replyOptions } from './telegram';
import { botTranslator } from './text';

// The grammY bot, in webhook mode only: the route hands it each update (./webhook.ts); it never
// polls. Its replies are written by ./answers.ts; this file wires them to Telegram's updates.
// What a handler throws reaches ./webhook.ts (handleUpdate rethrows it), which logs it redacted.

async function askerOf(ctx: Context): Promise<Asker | null> {
  if (!ctx.chat) return null;
  const locale = botLocale(ctx.from?.language_code);
  return { chatId: ctx.chat.id, locale, t: await botTranslator(locale) };
}

async function send(ctx: Context, reply: BotReply): Promise<void> {
  await ctx.reply(reply.text, replyOptions(reply));
}

/** Answers with `work`'s reply, or says something went wrong (the cause is logged, redacted). */
async function respond(ctx: Context, asker: Asker, work: () => Promise<BotReply | null>) {
  let reply: BotReply | null;
  try {
    reply = await work();
  } catch (error) {
    log.warn('bot: a command failed', {
      updateId: ctx.update.update_id,
      error: describeBotError(error, ctx.api.token),
    });
    reply = { text: asker.t('failed') };
  }
  if (reply) await send(ctx, reply);
}

export function createTelegramBot(config: BotConfig): Bot {
  const bot = new Bot(config.token, { client: { apiRoot: config.apiRoot } });

  bot.on('message:text', async (ctx) => {
    const asker = await askerOf(ctx);
    if (!asker) return;
    const command = parseCommand(ctx.msg.text, ctx.me.username);
    // In a group, only commands are for the bot; people talk to each other there.
    if (
      command.name === 'unknown' &&
      ctx.chat.type !== 'private' &&
      !ctx.msg.text.startsWith('/')
    ) {
      return;
    }
    await respond(ctx, asker, () => answer(command, asker));
  });

  // "Follow this swap" under a status reply; Telegram's spinner stops once it is answered.
  bot.on('callback_query:data', async (ctx) => {
    await ctx.answerCallbackQuery();
    const asker = await askerOf(ctx);
    const data = ctx.callbackQuery.data;
    if (!asker || !data.startsWith(FOLLOW_PREFIX)) return;
    await respond(ctx, asker, () => follow([data.slice(FOLLOW_PREFIX.length)], asker));
  });

  return bot;
}

/** The process's bot for a configuration, initialised (getMe) once; a failed start is retried. */
const bots = processSingleton('telegram-bots', () => new Map<string, Promise<Bot>>());

export function telegramBot(config: BotConfig): Promise<Bot> {
  const key = `${config.apiRoot}\n${config.token}`;
  let ready = bots().get(key);
  if (!ready) {
    const bot = createTelegramBot(config);
    ready = bot.init().then(() => bot);
    ready.catch(() => bots().delete(key));
    bots().set(key, ready);
  }
  return ready;
}
