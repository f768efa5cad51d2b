import {
  listWebhookDeliveriesOperation,
  redeliverWebhookOperation,
  sendTestWebhookOperation,
} from '@/lib/partner-webhooks/contract';
import { describeOperation } from './operation';

// The partner webhooks' delivery log and redelivery (docs/partners/webhooks.md), and the
// webhook itself as an OpenAPI 3.1 `webhooks` entry.

const DELIVERY_ID = {
  description: 'A delivery id from the log.',
  examples: ['whd_5f0c2a9e41b7d3c8a6e2f190'],
};

// GET /api/v1/partner/webhooks/deliveries
export const listWebhookDeliveriesDoc = describeOperation({
  tag: 'Webhooks',
  operation: listWebhookDeliveriesOperation,
  summary: 'The webhook delivery log (last 90 days)',
  description:
    'Your webhook deliveries, newest first: each one’s body as sent, its attempts, your last answer and whether it was delivered, is still being tried, or failed after 24 hours of retries. Needs the webhooks.manage scope.',
  parameters: {
    state: { description: 'Only deliveries in this state.' },
    limit: { description: 'Deliveries per page (1–100, default 50).' },
    cursor: { description: 'The nextCursor of the previous page.' },
  },
  success: {
    description: 'A page of deliveries',
    content: { 'application/json': 'WebhookDeliveries' },
  },
});

// POST /api/v1/partner/webhooks/deliveries/{id}/redeliver
export const redeliverWebhookDoc = describeOperation({
  tag: 'Webhooks',
  operation: redeliverWebhookOperation,
  summary: 'Send a delivery again',
  description:
    'Queues the same body again, signed with a new timestamp, with a new 24 hours of retries; the delivery is pending again. Send an empty JSON object. Needs the webhooks.manage scope.',
  parameters: { id: DELIVERY_ID },
  body: 'EmptyObject',
  success: { description: 'Queued', content: { 'application/json': 'WebhookDelivery' } },
});

// POST /api/v1/partner/webhooks/test
export const sendTestWebhookDoc = describeOperation({
  tag: 'Webhooks',
  operation: sendTestWebhookOperation,
  summary: 'Send a test webhook',
  description:
    'Queues a webhook.test event to your webhook URL, signed like every webhook. Send an empty JSON object. Needs the webhooks.manage scope.',
  body: 'EmptyObject',
  success: { description: 'Queued', content: { 'application/json': 'WebhookDelivery' } },
});

const header = (name: string, description: string, example: string) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string', examples: [example] },
});

const WEBHOOK_HEADERS = [
  header(
    'X-Swaplens-Webhook-Id',
    'The delivery id: the same on every attempt.',
    'whd_5f0c2a9e41b7d3c8a6e2f190',
  ),
  header('X-Swaplens-Timestamp', 'Unix seconds when this attempt was signed.', '1764765000'),
  header(
    'X-Swaplens-Signature',
    'v1=<hex HMAC-SHA256 of "<timestamp>.<raw body>" with your webhook secret>. Refuse a timestamp more than 5 minutes from your clock.',
    'v1=7dc0617ac43d7899262d44b09fe754938dd3526f45b9cd3c8a93871bc2912ee9',
  ),
];

const webhook = (operationId: string, summary: string, schema: string) => ({
  post: {
    operationId,
    summary,
    // What the partner's server checks is the signature in the headers above, no scheme of ours.
    security: [{}],
    parameters: WEBHOOK_HEADERS,
    requestBody: {
      required: true,
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } },
    },
    responses: {
      '200': { description: 'Any 2xx is delivered; anything else (a 3xx too) is retried.' },
    },
  },
});

/** The document's `webhooks`: what the site POSTs to a partner's webhook URL. */
export const webhooksDoc = {
  swapStatusChanged: webhook(
    'swapStatusChanged',
    'swap.status_changed: a swap of yours changed status',
    'SwapStatusChangedEvent',
  ),
  webhookTest: webhook('webhookTest', 'webhook.test: sent when you ask for it', 'WebhookTestEvent'),
};
