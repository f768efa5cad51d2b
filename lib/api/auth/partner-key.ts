import 'server-only';
import { keyCaller, verifySecretKey } from './keys';
import { bearerToken, type AuthStrategy } from './strategy';

/**
 * A partner's server with its secret key (`Authorization: Bearer sl_sk_<id>_<secret>`),
 * counted by key id, whatever address it calls from. No origin rule: a page never holds a
 * secret key.
 */
export const partnerKeyStrategy: AuthStrategy = {
  name: 'partnerKey',
  async identify(request) {
    const key = await verifySecretKey('secret', bearerToken(request));
    return keyCaller('partnerKey', key);
  },
  securityScheme: {
    id: 'partnerKey',
    scheme: {
      type: 'http',
      scheme: 'bearer',
      description: "A partner's secret key, sl_sk_<id>_<secret>, for calls from its servers.",
    },
  },
};
