import { pushToDataLayer } from './data-layer';
import { redactText } from './redact';

// The site's tracking events (spec section 3), pushed to the GTM data layer. GTM decides, under
// Consent Mode, what (if anything) leaves the browser.

export type TrackEvent =
  | { event: 'language_switch'; language: string; previous_language?: string }
  | { event: 'account_button_click'; location?: string }
  | { event: 'newsletter_submit'; status: 'success' | 'error' }
  /** The /for-partners application (request a demo) sent, or failed to send. */
  | { event: 'request_demo'; status?: 'success' | 'error'; product?: string }
  | { event: 'contact_submit'; status: 'success' | 'error' }
  | { event: 'swap_status_check'; status?: string };

export type TrackEventName = TrackEvent['event'];

/**
 * Components that should not import analytics code (header, footer) dispatch this window event
 * with the TrackEvent as `detail`; listenForTrackEvents() forwards it to track():
 *
 *   window.dispatchEvent(new CustomEvent('swaplens:track', { detail: { event: 'request_demo' } }))
 */
export const TRACK_EVENT = 'swaplens:track';

const EVENT_NAMES: ReadonlySet<string> = new Set<TrackEventName>([
  'language_switch',
  'account_button_click',
  'newsletter_submit',
  'request_demo',
  'contact_submit',
  'swap_status_check',
]);

/** Field names that would carry a Swap ID (a bearer token) straight to analytics. */
const PRIVATE_FIELDS: ReadonlySet<string> = new Set(['id', 'swap', 'swap_id', 'swapid']);

/**
 * Pushes the event with ID fields dropped and Swap IDs redacted from any URL inside a string
 * field: events come from components and window events, and none of them may leak an ID.
 */
export function track(event: TrackEvent): void {
  const entry: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(event)) {
    if (PRIVATE_FIELDS.has(field.toLowerCase())) continue;
    entry[field] = typeof value === 'string' ? redactText(value) : value;
  }
  pushToDataLayer(entry);
}

/**
 * Narrows a CustomEvent's detail to a known event. Only flat string, number and boolean fields
 * are kept, so nothing structured (form values, DOM nodes) can reach the data layer by accident.
 */
export function toTrackEvent(value: unknown): TrackEvent | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.event !== 'string' || !EVENT_NAMES.has(record.event)) return null;
  const event: Record<string, string | number | boolean> = {};
  for (const [field, fieldValue] of Object.entries(record)) {
    const kind = typeof fieldValue;
    if (kind === 'string' || kind === 'number' || kind === 'boolean') {
      event[field] = fieldValue as string | number | boolean;
    }
  }
  return event as TrackEvent;
}

/** Forwards `swaplens:track` window events to track(); returns the function that stops it. */
export function listenForTrackEvents(target: Window = window): () => void {
  const listener = (event: Event) => {
    const trackEvent = toTrackEvent((event as CustomEvent<unknown>).detail);
    if (trackEvent) track(trackEvent);
  };
  target.addEventListener(TRACK_EVENT, listener);
  return () => target.removeEventListener(TRACK_EVENT, listener);
}
