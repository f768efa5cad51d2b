/** Dispatched on window by the error boundary, so the loading bar shows its error state. */
export const NAVIGATION_ERROR_EVENT = 'swaplens:navigation-error';
