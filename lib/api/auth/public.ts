import 'server-only';
import { clientBuckets } from '../client-ip';
import type { AuthStrategy } from './strategy';

/**
 * Anyone: a visitor's browser, a script, a crawler. Counted by network address (the IPv4
 * address, or the IPv6 /64 with its /56 and /48), and the route's origin rule applies. Forms
 * add the bot check (./bot-check.ts), whose token travels in the body the kit reads later.
 */
export const publicStrategy: AuthStrategy = {
  name: 'public',
  identify(request) {
    const buckets = clientBuckets(request);
    // No scope: a visitor's retry may come from another address (ADR 0016).
    return { strategy: 'public', buckets, browser: true };
  },
};
