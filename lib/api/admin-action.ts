import 'server-only';
import '@/lib/zod-jitless';
import { z } from 'zod';
import { BODY_LIMITS, RATE_LIMITS } from './limits';
import { jsonResponse } from './response';
import { route } from './route';
import type { RouteHandler } from './route-options';

type Schema = z.ZodType;

/** The empty JSON object an action without fields is sent with. */
const emptyBody = z.strictObject({});

/**
 * An operator's action on one thing named in the path (suspend a partner, revoke or rotate a key):
 * a POST of `{}` for the admin command only, answered with what the action returns, never cached.
 */
export function adminAction<Params extends Schema>(
  params: Params,
  act: (params: z.output<Params>) => Promise<unknown>,
  { status = 200 }: { status?: number } = {},
): RouteHandler<Params> {
  return route(
    {
      method: 'POST',
      auth: 'admin',
      rateLimit: RATE_LIMITS.admin,
      origin: 'same-site',
      params,
      body: emptyBody,
      maxBytes: BODY_LIMITS.admin,
    },
    async ({ params: parsed }) =>
      // Parsed<Params> is z.output<Params> for a declared schema: params is always declared here.
      jsonResponse(await act(parsed as z.output<Params>), {
        headers: { 'Cache-Control': 'no-store' },
        status,
      }),
  );
}
