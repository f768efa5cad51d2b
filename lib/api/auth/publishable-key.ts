import 'server-only';
import { KEY_FORMATS, getKeyStore, keyCaller, originAllowed, unauthorized } from './keys';
import { bearerToken, type AuthStrategy } from './strategy';

/**
 * A partner's page in a visitor's browser, with its publishable key
 * (`Authorization: Bearer sl_pk_<id>`). The key is public, so what proves the caller is the
 * browser's Origin, which must be one the key lists; counted by key id against the key's own
 * per-minute limit. The route answers CORS for that origin alone (lib/api/cors.ts).
 */
export const publishableKeyStrategy: AuthStrategy = {
  name: 'publishableKey',
  async identify(request) {
    const id = KEY_FORMATS.publishable.exec(bearerToken(request) ?? '')?.[1];
    const key = id ? await getKeyStore().find('publishable', id) : undefined;
    const origin = request.headers.get('origin');
    if (!key || !originAllowed(key, origin)) throw unauthorized();
    // The origin was checked against the key's own list, not the site's: not a `browser` caller.
    return { ...keyCaller('publishableKey', key), corsOrigin: origin! };
  },
  securityScheme: {
    id: 'publishableKey',
    scheme: {
      type: 'http',
      scheme: 'bearer',
      description:
        "A partner's publishable key, sl_pk_<id>, from a page on one of the origins it lists.",
    },
  },
};
