import { widgetMessage, type WidgetEvent } from '@/lib/widgets/events';

// The widget's side of the postMessage channel to its host (docs/widgets.md, "Events"). Events
// go only to the embedding origin when it is known: the page's partner lists its origins, and
// the browser says which page frames us (location.ancestorOrigins, else document.referrer's
// origin). A frame whose host is not known (no partner, or an origin the partner did not list)
// gets only `ready` and `resize`, to "*": nothing about a quote or a swap leaves the frame for a
// page we cannot name. The widget reads no message from its host.

/** The events a host we cannot name may have: they carry nothing about the visitor's swap. */
export const PUBLIC_EVENT_TYPES: readonly WidgetEvent['type'][] = ['ready', 'resize'];

/** What the bridge reads of the window it runs in. */
export interface FrameWindow {
  readonly parent: { postMessage(message: unknown, targetOrigin: string): void } | null;
  readonly self: unknown;
  readonly location: { readonly ancestorOrigins?: ArrayLike<string> };
  readonly document: { readonly referrer: string };
}

/** The framing page's origin as the browser tells it, when the partner lists it; else null. */
export function embeddingOrigin(
  frame: Pick<FrameWindow, 'location' | 'document'>,
  allowedOrigins: readonly string[],
): string | null {
  const ancestors = frame.location.ancestorOrigins;
  let candidate: string | null = ancestors && ancestors.length > 0 ? ancestors[0]! : null;
  if (candidate === null && frame.document.referrer && URL.canParse(frame.document.referrer)) {
    candidate = new URL(frame.document.referrer).origin;
  }
  return candidate !== null && allowedOrigins.includes(candidate) ? candidate : null;
}

/** Posts widget events to the host: all of them to a known origin, the public ones to "*". */
export function createBridge(frame: FrameWindow, allowedOrigins: readonly string[]) {
  const framed = frame.parent !== null && frame.parent !== frame.self;
  const origin = framed ? embeddingOrigin(frame, allowedOrigins) : null;
  return {
    /** The origin every event goes to, or null when only the public ones are sent. */
    origin,
    post(event: WidgetEvent): boolean {
      if (!framed || !frame.parent) return false;
      if (origin !== null) {
        frame.parent.postMessage(widgetMessage(event), origin);
        return true;
      }
      if (!PUBLIC_EVENT_TYPES.includes(event.type)) return false;
      frame.parent.postMessage(widgetMessage(event), '*');
      return true;
    },
  };
}

export type WidgetBridge = ReturnType<typeof createBridge>;
