import 'server-only';
import { assertAdmin } from './admin-guard';
import type { AuthStrategy } from './strategy';

/**
 * The operator's command on the server's own machine (./admin-guard.ts: loopback and the admin
 * token). Checked before anything is counted or read, so a caller without the token gets 403
 * admin_forbidden and cannot use up the operator's limit (security review 2026-12, M4, L8b).
 * Not a browser: the token is a header no page has. Not in the OpenAPI document.
 */
export const adminStrategy: AuthStrategy = {
  name: 'admin',
  identify(request) {
    assertAdmin(request);
    return {
      strategy: 'admin',
      buckets: [{ key: 'admin', scale: 1 }],
      browser: false,
      scope: 'admin',
    };
  },
};
