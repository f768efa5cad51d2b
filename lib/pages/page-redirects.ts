import { widgetRedirect } from './widget-redirect';

// The redirects a page type may declare (lib/pages/define.ts, `redirect`): rules that read the
// query, which the URL rules of lib/routing (paths only) cannot. Each takes the unprefixed,
// normalised path and the query, and answers the unprefixed target with its query, or null.

export type PageRedirect = (unprefixedPath: string, search: URLSearchParams) => string | null;

export const pageRedirects = {
  'widget-redirect': widgetRedirect,
} as const satisfies Record<string, PageRedirect>;

export type PageRedirectName = keyof typeof pageRedirects;
