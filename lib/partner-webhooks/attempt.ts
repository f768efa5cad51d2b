import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/db/client';
import { partners, webhookDeliveries } from '@/lib/db/schema';
import { log } from '@/lib/log';
import { RetryLater, type Delivery, type PreparedWebhook } from '@/lib/mail/channels';
import { registerOutboxKind } from '@/lib/mail/outbox';
import { WEBHOOK_KIND, type DeliveryRow } from './deliveries';
import { nextWebhookAttempt } from './schedule';
import { postWebhook } from './send';
import { signWebhook, WEBHOOK_HEADERS } from './signature';
import { WebhookUrlError } from './url-guard';

// One attempt of a queued webhook, as the outbox's partner-webhook channel runs it: read the
// partner's URL and secret as they are now, sign the stored body with a fresh timestamp, POST
// it through the SSRF guard, write the outcome on the delivery row, and tell the outbox whether
// and when to try again (./schedule.ts).

const payloadSchema = z.object({ deliveryId: z.string(), until: z.iso.datetime() });

/** How a failed attempt is written in last_error (at most 500 characters). */
function describeFailure(error: unknown): string {
  if (error instanceof WebhookUrlError) return `refused, nothing sent: ${error.message}`;
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return (typeof code === 'string' ? `${code}: ${error.message}` : error.message).slice(0, 500);
  }
  return String(error).slice(0, 500);
}

function statusFailure(status: number): string {
  if (status >= 300 && status < 400) return `HTTP ${status}: redirects are not followed`;
  return `HTTP ${status}`;
}

interface Outcome {
  at: Date;
  status: number | null;
  error: string | null;
  delivered: boolean;
  failed: boolean;
}

async function record(db: Db, id: string, outcome: Outcome): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastAttemptAt: outcome.at,
      lastStatus: outcome.status,
      lastError: outcome.error,
      ...(outcome.delivered ? { deliveredAt: outcome.at, failedAt: null } : {}),
      ...(outcome.failed ? { failedAt: outcome.at } : {}),
    })
    .where(eq(webhookDeliveries.id, id));
}

/** Marks a delivery failed without an attempt (the partner was suspended or lost its URL). */
async function giveUp(db: Db, id: string, reason: string): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ failedAt: new Date(), lastError: reason })
    .where(eq(webhookDeliveries.id, id));
}

export async function attemptWebhook(
  db: Db,
  delivery: Pick<DeliveryRow, 'id' | 'body'>,
  target: { url: string; secret: string },
  until: Date,
  attempt: number,
  signal: AbortSignal,
): Promise<Delivery> {
  const at = new Date();
  const timestamp = Math.floor(at.getTime() / 1000);
  let status: number | null = null;
  let error: string | null = null;
  try {
    status = await postWebhook({
      url: target.url,
      body: delivery.body,
      headers: {
        'Content-Type': 'application/json',
        [WEBHOOK_HEADERS.id]: delivery.id,
        [WEBHOOK_HEADERS.timestamp]: String(timestamp),
        [WEBHOOK_HEADERS.signature]: signWebhook(target.secret, timestamp, delivery.body),
      },
      signal,
    });
    if (status < 200 || status > 299) error = statusFailure(status);
  } catch (caught) {
    error = describeFailure(caught);
  }
  if (error === null) {
    await record(db, delivery.id, { at, status, error, delivered: true, failed: false });
    return 'sent';
  }
  const next = nextWebhookAttempt(attempt, new Date(), until);
  await record(db, delivery.id, { at, status, error, delivered: false, failed: next === null });
  log.warn('partner webhook: attempt failed', {
    deliveryId: delivery.id,
    attempt,
    error,
    next: next?.toISOString() ?? 'none, failed',
  });
  if (next === null) return { dropped: `failed after 24 hours of retries: ${error}` };
  throw new RetryLater(error, next);
}

async function prepare(payload: unknown, db: Db): Promise<PreparedWebhook | { skip: string }> {
  const { deliveryId, until } = payloadSchema.parse(payload);
  const [found] = await db
    .select({
      id: webhookDeliveries.id,
      body: webhookDeliveries.body,
      status: partners.status,
      url: partners.webhookUrl,
      secret: partners.webhookSecret,
    })
    .from(webhookDeliveries)
    .innerJoin(partners, eq(partners.id, webhookDeliveries.partnerId))
    .where(eq(webhookDeliveries.id, deliveryId));
  if (!found) return { skip: 'the delivery is gone' };
  const { url, secret } = found;
  const reason =
    found.status !== 'active'
      ? 'the partner is suspended'
      : !url || !secret
        ? 'the partner has no webhook URL or secret any more'
        : null;
  if (reason || !url || !secret) {
    await giveUp(db, deliveryId, reason ?? 'not sent');
    return { skip: reason ?? 'not sent' };
  }
  return {
    url,
    attempt: (attempt, signal) =>
      attemptWebhook(db, found, { url, secret }, new Date(until), attempt, signal),
  };
}

/** Lets the outbox deliver partner webhooks (called by lib/startup). */
export function registerPartnerWebhooks(): void {
  registerOutboxKind(WEBHOOK_KIND, { channel: 'partner-webhook', prepare });
}
