import 'server-only';
import { explorerUrl, getCurrency } from '@/lib/catalogue';
import type { Currency } from '@/lib/catalogue/types';
import { getProvider } from '@/lib/rates/providers';
import { sandboxActions } from '@/lib/providers/exchange/sandbox';
import type { ProviderId } from '@/lib/providers/exchange/registry';
import { rowStatus, type SwapEventRow, type SwapRow } from './rows';
import { isTerminal, type SwapStatus } from './status';
import type { SwapSide, SwapView } from './contract';

// A swap row as the public sees it (the status page, the API, the emails): nothing is read from
// the provider here, so the outbox can write an email without refreshing the swap.

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
    settled: isTerminal(status) && row.nextCheckAt === null,
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
