import { redactUrl } from './redact';

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

export interface PageView {
  /** The path with its query, as the router shows it: '/fr/swap?swap=K7M2Q9XD3F8H'. */
  path: string;
  /** The site's origin: 'https://swaplens.com'. */
  origin: string;
  /** The page before this one (document.referrer on the first view); '' when none. */
  referrer: string;
}

/**
 * A page view for route changes; GTM triggers on the custom event `page_view`. Swap IDs are
 * redacted from the path, the location and the referrer (lib/analytics/redact.ts), and all three
 * are always pushed, so the container never has to fall back to `document.location` (which still
 * holds the ID) or to a value the data layer kept from an earlier view. Returns the page_location.
 */
export function pushPageView(view: PageView): string {
  const pagePath = redactUrl(view.path);
  const pageLocation = `${view.origin}${pagePath}`;
  pushToDataLayer({
    event: 'page_view',
    page_path: pagePath,
    page_location: pageLocation,
    page_referrer: view.referrer ? redactUrl(view.referrer) : '',
  });
  return pageLocation;
}
