// The Google Tag Manager data layer. It is a plain array until GTM loads (or forever when GTM_ID
// is unset or the visitor is a crawler), so pushing is always safe.

export type DataLayerEntry = Record<string, unknown> | IArguments;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

export function dataLayer(): DataLayerEntry[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

export function pushToDataLayer(entry: Record<string, unknown>): void {
  dataLayer().push(entry);
}

/**
 * The gtag() command queue. GTM only reads consent commands that arrive as an `arguments`
 * object, exactly like Google's snippet pushes them, so this must stay a `function`.
 */
export function gtag(command: 'consent', action: 'default' | 'update', params: object): void;
export function gtag(): void {
  // eslint-disable-next-line prefer-rest-params -- gtag's contract is the arguments object
  dataLayer().push(arguments);
}

/** A page view for route changes; GTM triggers on the custom event `page_view`. */
export function pushPageView(pagePath: string): void {
  pushToDataLayer({ event: 'page_view', page_path: pagePath });
}
