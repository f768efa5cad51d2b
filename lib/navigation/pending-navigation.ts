// The URL of the navigation in progress, so a chunk failure during it reloads the page the
// visitor was going to rather than the one they were leaving. Set by NavigationFeedback.
let pending: string | null = null;

export const pendingNavigation = {
  set(href: string | null): void {
    pending = href;
  },
  get(): string | null {
    return pending;
  },
};
