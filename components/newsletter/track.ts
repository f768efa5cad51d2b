// Tracking goes through a window event that the analytics layer listens for, so this form does
// not depend on how (or whether) analytics is configured.

export type NewsletterTrackStatus = 'success' | 'error';

export function trackNewsletterSubmit(status: NewsletterTrackStatus): void {
  window.dispatchEvent(
    new CustomEvent('swaplens:track', { detail: { event: 'newsletter_submit', status } }),
  );
}
