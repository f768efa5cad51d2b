import { explorerUrl, getCurrency } from '@/lib/catalogue';
import type { Currency } from '@/lib/catalogue/types';
import { getDb } from '@/lib/db/client';
import { getProvider } from '@/lib/rates/providers';
import { sandboxActions } from '@/lib/providers/exchange/sandbox';
import type { ProviderId } from '@/lib/providers/exchange/registry';
import { refreshSwap } from './refresh';
import { findSwapRow, rowStatus, swapHistory, type SwapEventRow, type SwapRow } from './rows';
import type { SwapStatus } from './status';
import type { SwapSide, SwapView } from './contract';

/** A status page read refreshes a live swap inline when its last check is older than this. */
export const INLINE_REFRESH_AFTER_MS = 5_000;
export const INLINE_REFRESH_TIMEOUT_MS = 3_000;

function side(code: string, currency: Currency | null): SwapSide {
  if (!currency) {
    // The currency left the catalogue after the swap was made; show what is known.
    return {
      code,
      ticker: code.toUpperCase(),
      name: code.toUpperCase(),
      network: '',
      networkName: '',
      icon: '',
    };
  }
  return {
    code: currency.code,
    ticker: currency.ticker,
    name: currency.name,
    network: currency.network.code,
    networkName: currency.network.name,
    icon: currency.icon,
  };
}

function link(currency: Currency | null, kind: 'tx' | 'address', value: string | null) {
  return currency && value ? explorerUrl(currency.network, kind, value) : null;
}

/**
 * The refund address as the public view shows it: the Swap ID is a bearer token that may be
 * shared or leak, and the refund address is the visitor's own wallet, which nobody but them needs
 * to read in full (the payout address stays whole: the visitor must check it before paying).
 */
export function maskAddress(address: string): string {
  if (address.length <= 12) return `${address.slice(0, 2)}…${address.slice(-2)}`;
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}

/** The public shape of a created swap. */
export async function buildSwapView(row: SwapRow, events: SwapEventRow[]): Promise<SwapView> {
  const [from, to] = await Promise.all([getCurrency(row.fromCode), getCurrency(row.toCode)]);
  const info = getProvider(row.provider)?.info;
  const status = rowStatus(row);
  return {
    id: row.id,
    sandbox: row.sandbox,
    provider: {
      id: row.provider as ProviderId,
      name: info?.name ?? row.provider,
      website: info?.website ?? '',
    },
    status,
    rateType: row.rateType as SwapView['rateType'],
    direction: row.direction as SwapView['direction'],
    from: side(row.fromCode, from),
    to: side(row.toCode, to),
    amountFrom: row.amountFrom,
    amountTo: row.amountTo ?? '',
    depositAddress: row.depositAddress ?? '',
    depositExtraId: row.depositExtraId,
    payoutAddress: row.payoutAddress,
    payoutExtraId: row.payoutExtraId,
    refundAddress: row.refundAddress === null ? null : maskAddress(row.refundAddress),
    refundExtraId: row.refundExtraId,
    depositHash: row.depositHash,
    payoutHash: row.payoutHash,
    explorer: {
      depositTx: link(from, 'tx', row.depositHash),
      payoutTx: link(to, 'tx', row.payoutHash),
      payoutAddress: link(to, 'address', row.payoutAddress),
    },
    history: events.map((event) => ({
      status: event.status as SwapStatus,
      at: event.at.toISOString(),
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    simulate: row.sandbox ? sandboxActions(status) : [],
  };
}

function isStale(row: SwapRow): boolean {
  // Polled until it is over: a final status in its grace (see apply.ts) is still asked about.
  if (row.phase !== 'created' || row.nextCheckAt === null) return false;
  const last = row.lastCheckedAt?.getTime() ?? 0;
  return Date.now() - last > INLINE_REFRESH_AFTER_MS;
}

/**
 * The swap with this (normalised) ID, or null when there is none or it was never created. A
 * live swap not checked for a few seconds is refreshed from the provider first, so status pages
 * move even where no background jobs run; a slow or failing provider only means older data.
 */
export async function getSwapView(
  id: string,
  options: { refresh?: boolean } = {},
): Promise<SwapView | null> {
  const db = await getDb();
  let row = await findSwapRow(db, id);
  if (!row || row.phase !== 'created') return null;
  if (options.refresh !== false && isStale(row)) {
    row = (await refreshSwap(id, { timeoutMs: INLINE_REFRESH_TIMEOUT_MS })) ?? row;
  }
  return buildSwapView(row, await swapHistory(db, id));
}
