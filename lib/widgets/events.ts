import { SWAP_STATUSES, type SwapStatus } from '@/lib/swaps/status';
import type { WidgetVersion } from './params';

// The messages the widgets post to the page that frames them (docs/widgets.md, "Events"): one
// versioned envelope, so a host can tell ours from any other frame's and keep working when a
// later version adds an event. The widget sends them only to the embedding origin when it is
// known (never to "*" with anything about a swap), and reads no message from the host: a host
// cannot set a fee, a rate or an address through postMessage. Pure and client-safe.

/** Every message carries this `source`, as LI.FI's `widget-light` does. */
export const WIDGET_MESSAGE_SOURCE = 'swap-widget';

/** Bumped only for a change a host must adapt to; new events and fields do not bump it. */
export const WIDGET_EVENTS_VERSION = 1;

/** Why the widget reports an error: what a host may want to log or react to. */
export const WIDGET_ERROR_CODES = [
  /** The offers could not be loaded (every provider failed, or the network). */
  'offers_unavailable',
  /** Creating the swap failed (validation by the provider, a rate limit, a server error). */
  'swap_failed',
  /** The status could not be read for a while (the widget keeps trying). */
  'status_unavailable',
] as const;
export type WidgetErrorCode = (typeof WIDGET_ERROR_CODES)[number];

export type WidgetEvent =
  | {
      type: 'ready';
      widget: WidgetVersion;
      /** The language the widget shows. */
      lang: string;
      /** Parameters it could not use (name and reason), so a host can fix its snippet. */
      ignored: { name: string; reason: string }[];
    }
  /** The content's height in CSS pixels, whenever it changes: size the iframe to it. */
  | { type: 'resize'; height: number }
  /** The best offer shown for the current pair and amount (amounts as decimal strings). */
  | {
      type: 'quote';
      from: string;
      to: string;
      amountFrom: string;
      amountTo: string;
      rateType: 'fixed' | 'floating';
      provider: string;
      /** true in the sandbox: the quote is simulated. */
      simulated: boolean;
    }
  | { type: 'swap_created'; swapId: string; from: string; to: string; amountFrom: string }
  | { type: 'status_changed'; swapId: string; status: SwapStatus }
  /** The swap reached a status after which nothing changes. */
  | { type: 'finished'; swapId: string; status: 'finished' | 'failed' | 'refunded' | 'expired' }
  | { type: 'error'; code: WidgetErrorCode; message: string };

export type WidgetEventType = WidgetEvent['type'];

export const WIDGET_EVENT_TYPES = [
  'ready',
  'resize',
  'quote',
  'swap_created',
  'status_changed',
  'finished',
  'error',
] as const satisfies readonly WidgetEventType[];

export interface WidgetMessage<E extends WidgetEvent = WidgetEvent> {
  source: typeof WIDGET_MESSAGE_SOURCE;
  version: typeof WIDGET_EVENTS_VERSION;
  event: E;
}

export function widgetMessage<E extends WidgetEvent>(event: E): WidgetMessage<E> {
  return { source: WIDGET_MESSAGE_SOURCE, version: WIDGET_EVENTS_VERSION, event };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * True for a message in our envelope with a known event type (a host's check before it acts on
 * `event.data`, after checking `event.origin`). A later version's unknown event is not ours.
 */
export function isWidgetMessage(data: unknown): data is WidgetMessage {
  if (!isRecord(data) || data.source !== WIDGET_MESSAGE_SOURCE) return false;
  if (data.version !== WIDGET_EVENTS_VERSION || !isRecord(data.event)) return false;
  const type = data.event.type;
  if (!(WIDGET_EVENT_TYPES as readonly unknown[]).includes(type)) return false;
  if (type === 'status_changed') {
    return (SWAP_STATUSES as readonly unknown[]).includes(data.event.status);
  }
  return true;
}
