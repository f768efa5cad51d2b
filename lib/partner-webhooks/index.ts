import 'server-only';

// Signed webhooks to partners (docs/partners/webhooks.md): the delivery log and its queueing on
// the outbox's partner-webhook channel, one attempt's signing and sending, the SSRF guard.

export { registerPartnerWebhooks } from './attempt';
export {
  cleanUpWebhookDeliveries,
  deliveryView,
  enqueuePartnerWebhook,
  listDeliveries,
  redeliverWebhook,
} from './deliveries';
export { newWebhookSecret } from './signature';
export { sendTestWebhook } from './test-event';
export { isPublicAddress } from './ip-ranges';
export {
  assertSafeWebhookUrl,
  getWebhookResolver,
  insecureLocalAllowed,
  WebhookUrlError,
} from './url-guard';
