import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import type { Offer } from '@/lib/rates/contract';
import type { SwapView } from '@/lib/swaps/contract';
import { formatSwapId } from '@/lib/swaps/swap-id';
import type { SwapStatus } from '@/lib/swaps/status';
import { statusLink, swapLink } from './links';
import { brandName, type BotT } from './text';

// The bot's replies as data (text and inline keyboard), from what the commands found: pure, so
// the words of each case are tested without Telegram (./bot.ts sends them).

export type BotButton = { text: string; url: string } | { text: string; data: string };

export interface BotReply {
  text: string;
  /** Rows of inline keyboard buttons. */
  buttons?: BotButton[][];
}

/** How many offers /rate lists, best first. */
export const RATE_TOP = 3;

/** The callback data of "Follow this swap": `sub:<Swap ID>` (Telegram allows 1-64 bytes). */
export const FOLLOW_PREFIX = 'sub:';

export const helpReply = (t: BotT): BotReply => ({ text: t('help') });

export const startReply = (t: BotT): BotReply => ({
  text: `${t('start', { brand: brandName() })}\n\n${t('help')}`,
});

/** An amount to read in a chat: at most 8 decimals, cut (never rounded up), no trailing zeros. */
export function shortAmount(amount: string): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  const cut = fraction.slice(0, 8).replace(/0+$/, '');
  return cut ? `${whole}.${cut}` : whole;
}

export interface RateResult {
  locale: Locale;
  query: { from: string; to: string; amount: string };
  tickers: { from: string; to: string };
  /** Ranked, best first. */
  offers: readonly Offer[];
  sandbox: boolean;
}

/** The best offers, each with its provider, amount and rate type, and the site's swap button. */
export function rateReply(t: BotT, result: RateResult): BotReply {
  const { query, tickers, offers } = result;
  const button: BotButton = {
    text: t('openSwap', { brand: brandName() }),
    url: swapLink(result.locale, query),
  };
  if (offers.length === 0) return { text: t('noOffers'), buttons: [[button]] };
  const lines = offers.slice(0, RATE_TOP).map((offer, index) => {
    const line = t('rateLine', {
      rank: index + 1,
      provider: offer.provider.name,
      amount: shortAmount(offer.amountTo),
      ticker: tickers.to,
      rateType: t(offer.rateType),
    });
    return offer.provider.sandbox ? `${line} ${t('simulated')}` : line;
  });
  const title = t('rateTitle', { amount: query.amount, from: tickers.from, to: tickers.to });
  const note = result.sandbox ? [``, t('sandboxNote')] : [];
  return { text: [title, ...lines, ...note].join('\n'), buttons: [[button]] };
}

const statusWords = (t: BotT, status: SwapStatus) => t(`statuses.${status}`);

/** A swap's status, its amounts and provider, with the status page and (while live) "Follow". */
export function statusReply(t: BotT, locale: Locale, view: SwapView): BotReply {
  const id = formatSwapId(view.id);
  const lines = [
    t('status', { id, status: statusWords(t, view.status) }),
    t('details', {
      amountFrom: shortAmount(view.amountFrom),
      from: view.from.ticker,
      amountTo: shortAmount(view.amountTo || '0'),
      to: view.to.ticker,
      provider: view.provider.name,
    }),
    ...(view.sandbox ? [t('sandboxSwap')] : []),
  ];
  const buttons: BotButton[] = [{ text: t('openStatus'), url: statusLink(locale, view.id) }];
  if (!view.settled) buttons.push({ text: t('follow'), data: `${FOLLOW_PREFIX}${view.id}` });
  return { text: lines.join('\n'), buttons: [buttons] };
}

/** The message a subscribed chat receives when its swap's status moved. */
export function statusChangedReply(
  t: BotT,
  locale: Locale,
  change: { swapId: string; status: SwapStatus; final: boolean; sandbox: boolean },
): BotReply {
  const id = formatSwapId(change.swapId);
  const lines = [t('statusChanged', { id, status: statusWords(t, change.status) })];
  if (change.sandbox) lines.push(t('sandboxSwap'));
  if (change.final) lines.push(t('finalNote'));
  return {
    text: lines.join('\n'),
    buttons: [[{ text: t('openStatus'), url: statusLink(locale, change.swapId) }]],
  };
}
