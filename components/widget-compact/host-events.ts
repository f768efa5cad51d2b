import { widgetMessage, type WidgetEvent } from '@/lib/widgets/events';

// The compact widget's messages to the page that frames it (docs/widgets.md, "Events"): the
// envelope of lib/widgets/events.ts. They go to the embedding origin when the browser tells it
// (location.ancestorOrigins, else the Referer's origin, which the host's navigation of the frame
// sends); only when neither says, to any parent, since v1's events (ready, resize, quote, error)
// carry nothing about a swap or a visitor. Nothing is read from the host.

/** The origin of the page that frames this one, when the browser tells it; null at the top. */
export function embeddingOrigin(): string | null | undefined {
  if (window.parent === window) return null;
  const ancestor = window.location.ancestorOrigins?.[0];
  if (ancestor) return ancestor;
  if (document.referrer && URL.canParse(document.referrer)) {
    return new URL(document.referrer).origin;
  }
  return undefined;
}

/** Posts an event to the host; does nothing when the page is not framed. */
export function postToHost(event: WidgetEvent): void {
  const origin = embeddingOrigin();
  if (origin === null) return;
  window.parent.postMessage(widgetMessage(event), origin && origin !== 'null' ? origin : '*');
}

/**
 * Reports the height of `element` whenever it changes (`resize`), so the host can size the
 * frame without a library; returns the clean-up.
 */
export function reportHeight(element: Element): () => void {
  let last = -1;
  const send = () => {
    const height = Math.ceil(element.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    postToHost({ type: 'resize', height });
  };
  const observer = new ResizeObserver(send);
  observer.observe(element);
  send();
  return () => observer.disconnect();
}
