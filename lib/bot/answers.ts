import 'server-only';
import { ApiError } from '@/lib/api/errors';
import { getDb } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/locales';
import { collectOffers, planOffers } from '@/lib/rates/offers';
import type { SwapView } from '@/lib/swaps/contract';
import { formatSwapId, readSwapId } from '@/lib/swaps/swap-id';
import { readSwapView } from '@/lib/swaps/view';
import { readRateArgs, type BotCommand } from './commands';
import { helpReply, rateReply, startReply, statusReply, type BotReply } from './replies';
import { MAX_SUBSCRIPTIONS_PER_CHAT, subscribe, unsubscribe } from './subscriptions';
import type { BotT } from './text';

// What each command answers, from the same services the site uses: the offers of
// GET /api/v1/offers (lib/rates/offers.ts) and the swap view of GET /api/v1/swaps/{id}
// (lib/swaps/view.ts, which refreshes a live swap that was not checked for a few seconds).

export interface Asker {
  chatId: number;
  locale: Locale;
  t: BotT;
}

async function rate(args: readonly string[], { locale, t }: Asker): Promise<BotReply> {
  const read = readRateArgs(args);
  if (!read.ok) {
    if (read.problem === 'amount') return { text: t('badAmount') };
    if (read.problem === 'coin')
      return { text: t('unknownCoin', { code: read.code.toUpperCase() }) };
    return { text: t('rateUsage') };
  }
  const { from, to, amount } = read;
  let plan;
  try {
    plan = await planOffers({ from, to, amount, direction: 'direct', rateType: 'all' });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === 'same_currency') return { text: t('sameCoin') };
    const code = error.fields?.from ? from : to;
    return { text: t('unknownCoin', { code: code.toUpperCase() }) };
  }
  const result = await collectOffers(plan);
  return rateReply(t, {
    locale,
    query: { from, to, amount },
    tickers: { from: plan.from.ticker, to: plan.to.ticker },
    offers: result.offers,
    sandbox: result.sandbox,
  });
}

/** The swap a command names, or the reply that says why there is none. */
async function findSwap(
  args: readonly string[],
  t: BotT,
  usage: 'statusUsage' | 'subscribeUsage',
): Promise<SwapView | BotReply> {
  const typed = args.join(' ');
  if (typed === '') return { text: t(usage) };
  const reading = readSwapId(typed);
  const view = reading.ok ? await readSwapView(reading.id) : null;
  if (view) return view;
  const shown = reading.ok ? formatSwapId(reading.id) : typed.slice(0, 32);
  return { text: t('notFound', { id: shown }) };
}

const isReply = (value: SwapView | BotReply): value is BotReply => 'text' in value;

async function status(args: readonly string[], { locale, t }: Asker): Promise<BotReply> {
  const found = await findSwap(args, t, 'statusUsage');
  return isReply(found) ? found : statusReply(t, locale, found);
}

/** /subscribe <Swap ID> and the "Follow this swap" button. */
export async function follow(args: readonly string[], asker: Asker): Promise<BotReply> {
  const { chatId, locale, t } = asker;
  const found = await findSwap(args, t, 'subscribeUsage');
  if (isReply(found)) return found;
  const id = formatSwapId(found.id);
  if (found.settled) {
    return { text: t('alreadyOver', { id, status: t(`statuses.${found.status}`) }) };
  }
  const outcome = await subscribe(await getDb(), {
    chatId,
    swapId: found.id,
    locale,
    status: found.status,
  });
  if (outcome === 'too-many') return { text: t('tooMany', { count: MAX_SUBSCRIPTIONS_PER_CHAT }) };
  if (outcome === 'already') return { text: t('alreadySubscribed', { id }) };
  return { text: `${t('subscribed', { id })}\n${statusReply(t, locale, found).text}` };
}

async function stop(args: readonly string[], { chatId, t }: Asker): Promise<BotReply> {
  const reading = args.length > 0 ? readSwapId(args.join(' ')) : null;
  if (reading && !reading.ok) return { text: t('notFound', { id: args.join(' ').slice(0, 32) }) };
  const count = await unsubscribe(await getDb(), chatId, reading?.id);
  return { text: t('unsubscribed', { count }) };
}

/** The reply to one command (everything else gets the help). */
export async function answer(command: BotCommand, asker: Asker): Promise<BotReply | null> {
  switch (command.name) {
    case 'other-bot':
      return null;
    case 'start':
      return startReply(asker.t);
    case 'rate':
      return rate(command.args, asker);
    case 'status':
      return status(command.args, asker);
    case 'subscribe':
      return follow(command.args, asker);
    case 'unsubscribe':
      return stop(command.args, asker);
    case 'help':
    case 'unknown':
      return helpReply(asker.t);
  }
}
