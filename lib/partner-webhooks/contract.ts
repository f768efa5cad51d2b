import '@/lib/zod-jitless';
import { z } from 'zod';
import { defineOperation } from '@/lib/api/contract';

// The partner webhooks' public shapes (docs/partners/webhooks.md): the envelope every webhook
// body has, the delivery log's entries and the three operations under
// /api/v1/partner/webhooks. Browser-safe: zod only. What a swap event's `data` holds is the
// swaps domain's (lib/swaps/webhook-schema.ts).

export const WEBHOOK_EVENTS = ['swap.status_changed', 'webhook.test'] as const;
export const webhookEventNameSchema = z.enum(WEBHOOK_EVENTS);
export type WebhookEventName = z.infer<typeof webhookEventNameSchema>;

/** The JSON body of every webhook: signed and sent as these exact bytes. */
export const webhookEnvelopeSchema = z.object({
  /** The delivery's id, the same in X-Swaplens-Webhook-Id: the same on every retry of it. */
  id: z.string(),
  event: webhookEventNameSchema,
  created_at: z.iso.datetime(),
  data: z.record(z.string(), z.unknown()),
});

/** `data` of a webhook.test event. */
export const webhookTestDataSchema = z.object({ test: z.literal(true), message: z.string() });

export const DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export const deliveryStateSchema = z.enum(DELIVERY_STATES);
export type DeliveryState = z.infer<typeof deliveryStateSchema>;

/** `whd_` and 24 lowercase hex digits. */
export const DELIVERY_ID = /^whd_[0-9a-f]{24}$/;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  event: webhookEventNameSchema,
  /** The swap it is about; null for a test event. */
  swapId: z.string().nullable(),
  /** pending: being tried (or queued again); delivered: a 2xx answer; failed: 24 h of retries ran out. */
  state: deliveryStateSchema,
  createdAt: z.iso.datetime(),
  attempts: z.number().int().min(0),
  lastAttemptAt: z.iso.datetime().nullable(),
  /** Your HTTP status on the last attempt; null when there was no answer. */
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  failedAt: z.iso.datetime().nullable(),
  /** The JSON body exactly as sent and signed. */
  body: z.string(),
});
export type WebhookDeliveryView = z.infer<typeof webhookDeliverySchema>;

export const DELIVERIES_PAGE_MAX = 100;

export const listDeliveriesQuerySchema = z.object({
  state: deliveryStateSchema.optional(),
  limit: z.coerce.number().int().min(1).max(DELIVERIES_PAGE_MAX).default(50),
  /** The nextCursor of the previous page. */
  cursor: z.string().regex(DELIVERY_ID).optional(),
});
export type ListDeliveriesQuery = z.output<typeof listDeliveriesQuerySchema>;

export const deliveriesPageSchema = z.object({
  /** Newest first, at most the last 90 days. */
  deliveries: z.array(webhookDeliverySchema),
  /** Pass as `cursor` for the next (older) page; null on the last one. */
  nextCursor: z.string().nullable(),
});

/** The POST operations take an empty JSON object. */
export const emptyBodySchema = z.object({}).strict();

const KEY_ERRORS = ['unauthorized', 'insufficient_scope', 'rate_limited'] as const;

export const listWebhookDeliveriesOperation = defineOperation({
  operationId: 'listWebhookDeliveries',
  auth: ['partnerKey'],
  scope: 'webhooks.manage',
  method: 'GET',
  path: '/api/v1/partner/webhooks/deliveries',
  query: listDeliveriesQuerySchema,
  response: deliveriesPageSchema,
  errors: ['validation_failed', ...KEY_ERRORS],
});

export const redeliverWebhookOperation = defineOperation({
  operationId: 'redeliverWebhook',
  auth: ['partnerKey'],
  scope: 'webhooks.manage',
  method: 'POST',
  path: '/api/v1/partner/webhooks/deliveries/{id}/redeliver',
  status: 202,
  body: emptyBodySchema,
  response: webhookDeliverySchema,
  errors: ['invalid_json', 'validation_failed', 'not_found', ...KEY_ERRORS],
});

export const sendTestWebhookOperation = defineOperation({
  operationId: 'sendTestWebhook',
  auth: ['partnerKey'],
  scope: 'webhooks.manage',
  method: 'POST',
  path: '/api/v1/partner/webhooks/test',
  status: 202,
  body: emptyBodySchema,
  response: webhookDeliverySchema,
  errors: ['invalid_json', 'validation_failed', 'webhook_not_configured', ...KEY_ERRORS],
});
