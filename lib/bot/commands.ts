import { amountSchema, currencyCodeSchema } from '@/lib/rates/contract';

// What a chat's message asks for: a command with its arguments, read without any I/O. Commands
// may carry the bot's name (/rate@SwapLensBot in a group); one for another bot is not ours.

export const BOT_COMMANDS = [
  'start',
  'help',
  'rate',
  'status',
  'subscribe',
  'unsubscribe',
] as const;
export type BotCommandName = (typeof BOT_COMMANDS)[number];

export type BotCommand =
  | { name: BotCommandName; args: string[] }
  /** Any other text, or a command the bot does not know: answered with the help. */
  | { name: 'unknown'; args: string[] }
  /** A command addressed to another bot in a group: not answered. */
  | { name: 'other-bot' };

const isCommandName = (value: string): value is BotCommandName =>
  (BOT_COMMANDS as readonly string[]).includes(value);

/** Reads one message's text; `botUsername` is the bot's own @name, without the @. */
export function parseCommand(text: string, botUsername: string): BotCommand {
  const [head = '', ...args] = text.trim().split(/\s+/u);
  const match = /^\/([A-Za-z0-9_]{1,32})(?:@([A-Za-z0-9_]{1,64}))?$/.exec(head);
  if (!match) return { name: 'unknown', args: [] };
  const [, command = '', addressee] = match;
  if (addressee !== undefined && addressee.toLowerCase() !== botUsername.toLowerCase()) {
    return { name: 'other-bot' };
  }
  const name = command.toLowerCase();
  return isCommandName(name) ? { name, args } : { name: 'unknown', args };
}

export type RateArgs =
  | { ok: true; from: string; to: string; amount: string }
  | { ok: false; problem: 'usage' | 'amount' }
  | { ok: false; problem: 'coin'; code: string };

/**
 * `/rate BTC ETH 0.1`: two coins and an amount. A decimal comma ("0,1", as many languages write
 * it) is read as a point; the offers' own rules (lib/rates/contract.ts) check the rest.
 */
export function readRateArgs(args: readonly string[]): RateArgs {
  if (args.length !== 3) return { ok: false, problem: 'usage' };
  const [from = '', to = '', rawAmount = ''] = args;
  const amount = amountSchema.safeParse(rawAmount.replace(',', '.'));
  if (!amount.success) return { ok: false, problem: 'amount' };
  const fromCode = currencyCodeSchema.safeParse(from);
  if (!fromCode.success) return { ok: false, problem: 'coin', code: from.slice(0, 32) };
  const toCode = currencyCodeSchema.safeParse(to);
  if (!toCode.success) return { ok: false, problem: 'coin', code: to.slice(0, 32) };
  return { ok: true, from: fromCode.data, to: toCode.data, amount: amount.data };
}
