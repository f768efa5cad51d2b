import { describe, expect, it } from 'vitest';
import { nextWebhookAttempt, WEBHOOK_RETRY_WINDOW_MS } from '@/lib/partner-webhooks/schedule';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('webhook retry schedule', () => {
  it('retries after 1 min, 5 min, 30 min, 2 h, then every 6 h, last at 24 h, then gives up', () => {
    const start = new Date('2026-12-03T00:00:00Z');
    const until = new Date(start.getTime() + WEBHOOK_RETRY_WINDOW_MS);
    const times: number[] = [0];
    let now = start;
    for (let attempt = 1; attempt < 20; attempt += 1) {
      const next = nextWebhookAttempt(attempt, now, until);
      if (!next) break;
      times.push(next.getTime() - start.getTime());
      now = next;
    }
    expect(times).toEqual([
      0,
      MINUTE,
      6 * MINUTE,
      36 * MINUTE,
      2 * HOUR + 36 * MINUTE,
      8 * HOUR + 36 * MINUTE,
      14 * HOUR + 36 * MINUTE,
      20 * HOUR + 36 * MINUTE,
      24 * HOUR,
    ]);
  });

  it('gives up once the window is over', () => {
    const until = new Date('2026-12-04T00:00:00Z');
    expect(nextWebhookAttempt(3, new Date(until.getTime() + 1), until)).toBeNull();
    expect(nextWebhookAttempt(3, new Date(until.getTime() - 30_000), until)).toBeNull();
  });
});
