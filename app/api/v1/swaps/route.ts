import { orderAttribution } from '@/lib/api/auth';
import { corsPreflight } from '@/lib/api/cors-preflight';
import { BODY_LIMITS, RATE_LIMITS } from '@/lib/api/limits';
import { route } from '@/lib/api/route';
import { consentedRef } from '@/lib/consent/ref-cookie';
import { isLocale } from '@/lib/i18n/locales';
import { createSwap } from '@/lib/swaps/create';
import { withIdempotency } from '@/lib/swaps/idempotency';
import { CREATE_SWAP_FIELD_CODES, createSwapSchema } from '@/lib/swaps/contract';

export const dynamic = 'force-dynamic';

// POST /api/v1/swaps – creates a swap with one provider (Idempotency-Key required). Visitors
// (the site's form; the origin rule applies to them) and partners with a key (scope
// swaps.create): a key's swap records source 'api' with its partner and key (attribution.ts).
export const POST = route(
  {
    method: 'POST',
    auth: ['public', 'partnerKey', 'publishableKey'],
    scope: 'swaps.create',
    rateLimit: RATE_LIMITS.swapsCreate,
    origin: 'same-site',
    body: createSwapSchema,
    maxBytes: BODY_LIMITS.swapsCreate,
    fieldCodes: CREATE_SWAP_FIELD_CODES,
    idempotent: withIdempotency,
  },
  async ({ body, locale, ip, caller, request, idempotencyId }) => {
    // The swap's e-mails follow the form's language; the answer's words follow Accept-Language.
    const swapLocale = isLocale(body.locale) ? body.locale : locale;
    const view = await createSwap(body, {
      swapId: idempotencyId,
      locale: swapLocale,
      clientIp: ip,
      attribution: await orderAttribution(caller, request, {
        ref: body.ref,
        cookieRef: consentedRef(request),
        source: body.source,
      }),
    });
    return { status: 201, body: view };
  },
);

export const OPTIONS = corsPreflight(['POST']);
