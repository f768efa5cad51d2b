// The prerendered 404 page's internal route, on its own: the language button (a client part of
// every page) needs the name, and must not pull in the page list and its route checks, which
// carry the shipped catalogue (lib/pages/known-pages.ts imports them).

/** The internal route of the prerendered 404 page: app/[locale]/not-found-page/[area]. */
export const NOT_FOUND_PAGE = '/not-found-page';

/** The blog's 404 leads back to the blog, every other one to the home page. */
export const NOT_FOUND_AREAS = ['site', 'blog'] as const;
export type NotFoundArea = (typeof NOT_FOUND_AREAS)[number];
