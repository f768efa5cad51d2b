// The 404 page's route and areas, apart from ./known-pages.ts: browser code (the language switch)
// needs the route, and known-pages imports the route checks, which carry the shipped catalogue
// (lib/catalogue/static-index.ts) that no page's first load should.

/** The internal route of the prerendered 404 page: app/[locale]/not-found-page/[area]. */
export const NOT_FOUND_PAGE = '/not-found-page';

/** The blog's 404 leads back to the blog, every other one to the home page. */
export const NOT_FOUND_AREAS = ['site', 'blog'] as const;
export type NotFoundArea = (typeof NOT_FOUND_AREAS)[number];
