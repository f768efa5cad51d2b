import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gte, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { partners, webhookDeliveries } from '@/lib/db/schema';
import { enqueueOutbox, requeueOutbox, type OutboxMessage } from '@/lib/mail/outbox';
import type {
  DeliveryState,
  ListDeliveriesQuery,
  WebhookDeliveryView,
  WebhookEventName,
} from './contract';
import { WEBHOOK_RETRY_WINDOW_MS } from './schedule';

// The delivery log (webhook_deliveries) and the queueing of its messages on the outbox's
// partner-webhook channel: one row per event for a partner, whatever its attempts, read by the
// partner through the API for 90 days (docs/partners/webhooks.md).

export const WEBHOOK_KIND = 'partner_webhook';
/** Deliveries are kept, and listed, this long. */
export const DELIVERY_TTL_MS = 90 * 24 * 60 * 60_000;

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export interface WebhookPayload {
  deliveryId: string;
  /** The end of this series of attempts (ISO): 24 hours after it was queued. */
  until: string;
}

const newDeliveryId = () => `whd_${randomBytes(12).toString('hex')}`;

function outboxMessage(deliveryId: string, from: Date): OutboxMessage {
  const payload: WebhookPayload = {
    deliveryId,
    until: new Date(from.getTime() + WEBHOOK_RETRY_WINDOW_MS).toISOString(),
  };
  return {
    channel: 'partner-webhook',
    kind: WEBHOOK_KIND,
    payload: { ...payload },
    subject: `webhook:${deliveryId}`,
  };
}

export interface WebhookEvent {
  partnerId: string;
  event: WebhookEventName;
  swapId: string | null;
  /** The event's `data`: JSON, written into the body once and signed as it is. */
  data: Record<string, unknown>;
}

/**
 * Writes a delivery and queues its message, in the caller's transaction, when the partner is
 * active and has a webhook URL and secret; returns its id, or null when there is nobody to tell.
 */
export async function enqueuePartnerWebhook(db: Db, event: WebhookEvent): Promise<string | null> {
  const [partner] = await db
    .select({
      status: partners.status,
      url: partners.webhookUrl,
      secret: partners.webhookSecret,
    })
    .from(partners)
    .where(eq(partners.id, event.partnerId));
  if (!partner || partner.status !== 'active' || !partner.url || !partner.secret) return null;
  const id = newDeliveryId();
  const createdAt = new Date();
  const body = JSON.stringify({
    id,
    event: event.event,
    created_at: createdAt.toISOString(),
    data: event.data,
  });
  await db.insert(webhookDeliveries).values({
    id,
    partnerId: event.partnerId,
    event: event.event,
    swapId: event.swapId,
    body,
    createdAt,
  });
  await enqueueOutbox(db, outboxMessage(id, createdAt));
  return id;
}

export function deliveryState(row: DeliveryRow): DeliveryState {
  if (row.deliveredAt) return 'delivered';
  if (row.failedAt) return 'failed';
  return 'pending';
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function deliveryView(row: DeliveryRow): WebhookDeliveryView {
  return {
    id: row.id,
    event: row.event as WebhookEventName,
    swapId: row.swapId,
    state: deliveryState(row),
    createdAt: row.createdAt.toISOString(),
    attempts: row.attempts,
    lastAttemptAt: iso(row.lastAttemptAt),
    lastStatus: row.lastStatus,
    lastError: row.lastError,
    deliveredAt: iso(row.deliveredAt),
    failedAt: iso(row.failedAt),
    body: row.body,
  };
}

const ofPartner = (partnerId: string, id: string) =>
  and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.partnerId, partnerId));

const within90Days = (now: number) =>
  gte(webhookDeliveries.createdAt, new Date(now - DELIVERY_TTL_MS));

/**
 * Queues the same body again (new timestamp and signature at each attempt), with a new 24-hour
 * window; the delivery is pending again. Only the partner's own deliveries of the last 90 days:
 * null otherwise.
 */
export async function redeliverWebhook(
  db: Db,
  partnerId: string,
  id: string,
  now = new Date(),
): Promise<DeliveryRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookDeliveries)
      .set({ deliveredAt: null, failedAt: null })
      .where(and(ofPartner(partnerId, id), within90Days(now.getTime())))
      .returning();
    if (!row) return null;
    await requeueOutbox(tx, outboxMessage(id, now));
    return row;
  });
}

const STATE_FILTERS: Record<DeliveryState, SQL | undefined> = {
  delivered: isNotNull(webhookDeliveries.deliveredAt),
  failed: and(isNull(webhookDeliveries.deliveredAt), isNotNull(webhookDeliveries.failedAt)),
  pending: and(isNull(webhookDeliveries.deliveredAt), isNull(webhookDeliveries.failedAt)),
};

/** A page of the partner's deliveries of the last 90 days, newest first. */
export async function listDeliveries(
  db: Db,
  partnerId: string,
  query: ListDeliveriesQuery,
  now = Date.now(),
): Promise<{ deliveries: WebhookDeliveryView[]; nextCursor: string | null }> {
  const conditions: (SQL | undefined)[] = [
    eq(webhookDeliveries.partnerId, partnerId),
    within90Days(now),
    query.state ? STATE_FILTERS[query.state] : undefined,
  ];
  if (query.cursor) {
    const [after] = await db
      .select({ createdAt: webhookDeliveries.createdAt })
      .from(webhookDeliveries)
      .where(ofPartner(partnerId, query.cursor));
    // A cursor that is not one of the partner's deliveries (or is gone) ends the list.
    if (!after) return { deliveries: [], nextCursor: null };
    conditions.push(
      or(
        lt(webhookDeliveries.createdAt, after.createdAt),
        and(
          eq(webhookDeliveries.createdAt, after.createdAt),
          sql`${webhookDeliveries.id} < ${query.cursor}`,
        ),
      ),
    );
  }
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(and(...conditions))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    deliveries: page.map(deliveryView),
    nextCursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** The partner's own delivery, or null. */
export async function findDelivery(
  db: Db,
  partnerId: string,
  id: string,
): Promise<DeliveryRow | null> {
  const [row] = await db.select().from(webhookDeliveries).where(ofPartner(partnerId, id));
  return row ?? null;
}

/** Deletes deliveries past 90 days (the hourly clean-up). */
export async function cleanUpWebhookDeliveries(db: Db, now: number): Promise<void> {
  await db
    .delete(webhookDeliveries)
    .where(lt(webhookDeliveries.createdAt, new Date(now - DELIVERY_TTL_MS)));
}
