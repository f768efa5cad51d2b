// Window events the shell parts use to talk to NavigationFeedback without importing it.

/** Dispatched by the error boundary, so the loading bar shows its error state. */
export const NAVIGATION_ERROR_EVENT = 'swaplens:navigation-error';

/**
 * Dispatch before a programmatic navigation (router.push/replace, e.g. the language switch) to
 * start the loading bar, which otherwise starts on link clicks and history navigation only:
 *
 *   window.dispatchEvent(new CustomEvent('swaplens:navigation-start', { detail: { href } }))
 */
export const NAVIGATION_START_EVENT = 'swaplens:navigation-start';
