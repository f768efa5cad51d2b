import 'server-only';

// Signed webhooks to partners (docs/partners/webhooks.md): the delivery log and its queueing on
// the outbox's partner-webhook channel, one attempt's signing and sending, the SSRF guard.

export { registerPartnerWebhooks } from './attempt';
export {
  cleanUpWebhookDeliveries,
  deliveryView,
  enqueuePartnerWebhook,
  findDelivery,
  listDeliveries,
  redeliverWebhook,
  type WebhookEvent,
} from './deliveries';
export { newWebhookSecret, signWebhook, verifyWebhookSignature } from './signature';
export { sendTestWebhook } from './test-event';
export { isPublicAddress } from './ip-ranges';
export {
  assertSafeWebhookUrl,
  getWebhookResolver,
  WebhookUrlError,
  type WebhookUrlProblem,
} from './url-guard';
