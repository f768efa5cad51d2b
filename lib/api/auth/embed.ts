import 'server-only';
import { keyCaller, verifyEmbedToken } from './keys';
import { bearerToken, type AuthStrategy } from './strategy';

/**
 * The widget inside a partner's page (`Authorization: Bearer sl_et_<id>_<expires>_<hmac>`):
 * a token the widget page mints for its publishable key, good for minutes. A browser caller,
 * so the route's origin rule applies (the widget runs on the site's own origin, in a frame).
 *
 */
export const embedStrategy: AuthStrategy = {
  name: 'embed',
  async identify(request) {
    const key = await verifyEmbedToken(bearerToken(request));
    return keyCaller('embed', key, { namespace: 'embed', browser: true });
  },
  securityScheme: {
    id: 'embed',
    scheme: {
      type: 'http',
      scheme: 'bearer',
      description: 'A short-lived embed token, sl_et_…, minted by the widget page.',
    },
  },
};
