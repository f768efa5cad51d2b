// The forms' tracking events go through the window event the analytics layer listens for
// (lib/analytics/track.ts), so a form does not depend on how (or whether) analytics is set up.

export function trackFormSubmit(
  event: 'contact_submit' | 'newsletter_submit' | 'request_demo',
  status: 'success' | 'error',
): void {
  window.dispatchEvent(new CustomEvent('swaplens:track', { detail: { event, status } }));
}
