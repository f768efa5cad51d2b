import 'server-only';
import { Api, BotError, GrammyError, HttpError, InlineKeyboard } from 'grammy';
import { RetryLater, type Delivery } from '@/lib/mail/channels';
import { redactToken, type BotConfig } from './config';
import type { BotButton, BotReply } from './replies';

// Calls to the Bot API through grammY, and what their failures mean. grammY keeps the token out
// of its own error messages, but an HttpError carries the network error, whose message holds
// the request URL with the token in it: only describeBotError's text is ever logged.

/** A grammY Api client for the configured Bot API. */
export const botApi = (config: BotConfig): Api =>
  new Api(config.token, { apiRoot: config.apiRoot });

/** What went wrong, in words that are safe to log (never the token, never a request URL). */
export function describeBotError(error: unknown, token: string): string {
  // What a handler threw, as grammY's handleUpdate wraps it.
  if (error instanceof BotError) return describeBotError(error.error, token);
  if (error instanceof GrammyError)
    return `${error.method}: ${error.error_code} ${error.description}`;
  if (error instanceof HttpError) return redactToken(error.message, token);
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return redactToken(text, token);
}

export function keyboardOf(buttons: BotButton[][] | undefined): InlineKeyboard | undefined {
  if (!buttons || buttons.length === 0) return undefined;
  return InlineKeyboard.from(
    buttons.map((row) =>
      row.map((button) =>
        'url' in button
          ? InlineKeyboard.url(button.text, button.url)
          : InlineKeyboard.text(button.text, button.data),
      ),
    ),
  );
}

/** sendMessage options for a reply: its keyboard, and no link previews of the site's pages. */
export function replyOptions(reply: BotReply) {
  const keyboard = keyboardOf(reply.buttons);
  return {
    link_preview_options: { is_disabled: true },
    ...(keyboard ? { reply_markup: keyboard } : {}),
  };
}

/** Telegram's answers that say this chat will never take a message: blocked, left, deleted. */
function chatGone(error: GrammyError): boolean {
  if (error.error_code === 403) return true;
  return error.error_code === 400 && /chat not found|user is deactivated/i.test(error.description);
}

/**
 * One outbox attempt of sending `reply` to a chat: 'sent'; `{ dropped }` for a chat that is gone
 * (`onGone` is told, to end its subscriptions); RetryLater after a 429 (Telegram says when);
 * any other failure throws for the outbox's own backoff.
 */
export async function deliverToChat(
  config: BotConfig,
  chatId: number,
  reply: BotReply,
  signal: AbortSignal,
  onGone: () => Promise<void>,
): Promise<Delivery> {
  try {
    // grammY's Node build types its signal as the abort-controller package's; node-fetch, which
    // it calls, takes the platform's AbortSignal as well.
    const abort = signal as unknown as Parameters<Api['sendMessage']>[3];
    await botApi(config).sendMessage(chatId, reply.text, replyOptions(reply), abort);
    return 'sent';
  } catch (error) {
    if (error instanceof GrammyError && chatGone(error)) {
      await onGone();
      return { dropped: `the chat cannot receive messages (${error.error_code})` };
    }
    const reason = describeBotError(error, config.token);
    if (error instanceof GrammyError && error.error_code === 429) {
      const seconds = error.parameters.retry_after ?? 30;
      throw new RetryLater(reason, new Date(Date.now() + seconds * 1000));
    }
    throw new Error(reason);
  }
}
