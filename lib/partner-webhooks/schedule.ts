// When a failed webhook is tried again (docs/partners/webhooks.md, "Retries"): after 1 minute,
// 5 minutes, 30 minutes, 2 hours, then every 6 hours, and once more at the end of the window,
// 24 hours after the delivery was queued (or asked for again). Then it has failed.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const WEBHOOK_RETRY_DELAYS_MS = [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 6 * HOUR];
export const WEBHOOK_RETRY_WINDOW_MS = 24 * HOUR;

/**
 * When attempt number `attempt` (1 for the first), which failed at `now`, is followed by the
 * next one; null when the window that ends at `until` is over.
 */
export function nextWebhookAttempt(attempt: number, now: Date, until: Date): Date | null {
  // Within a minute of the end (the last attempt runs at the end, by the database's clock): over.
  if (now.getTime() >= until.getTime() - MINUTE) return null;
  const delays = WEBHOOK_RETRY_DELAYS_MS;
  const delay = delays[Math.min(Math.max(attempt, 1), delays.length) - 1]!;
  return new Date(Math.min(now.getTime() + delay, until.getTime()));
}
