import 'server-only';
import { keyCaller, verifySecretKey } from './keys';
import type { AuthStrategy } from './strategy';

/** The header a webhook sender puts its secret in (senders cannot all set Authorization). */
export const WEBHOOK_SECRET_HEADER = 'x-webhook-secret';

/**
 * A sender of webhooks (the messaging bot, a provider's callbacks) with its secret
 * (`X-Webhook-Secret: sl_wh_<id>_<secret>`), counted by sender. Not a browser: routes declare
 * `origin: 'any'`.
 */
export const webhookStrategy: AuthStrategy = {
  name: 'webhook',
  async identify(request) {
    const key = await verifySecretKey('webhook', request.headers.get(WEBHOOK_SECRET_HEADER));
    return keyCaller('webhook', key, { namespace: 'webhook' });
  },
  securityScheme: {
    id: 'webhook',
    scheme: {
      type: 'apiKey',
      in: 'header',
      name: 'X-Webhook-Secret',
      description: "A webhook sender's secret, sl_wh_<id>_<secret>.",
    },
  },
};
