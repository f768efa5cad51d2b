import { FORM_MEDIA_TYPE } from '@/lib/api/body';
import { BODY_LIMITS, RATE_LIMITS } from '@/lib/api/limits';
import { route } from '@/lib/api/route';
import { getDb } from '@/lib/db/client';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/routing/paths';
import { confirmPayoutFormSchema } from '@/lib/partner-earnings/contract';
import { PAYOUT_CONFIRM_PATH, PAYOUT_PROCESSING_PATH } from '@/lib/partner-earnings/pages';
import { confirmPayout } from '@/lib/partner-earnings/payouts';

export const dynamic = 'force-dynamic';

// POST /apiglobal/partner-payouts/confirm – the "Confirm withdrawal" button (a plain form: it
// works without JavaScript). Consumes the e-mailed link's token once and answers 303 to the
// processing page; a link expired, used or unknown goes back to the confirm page with that state
// and without the token. Only the site's own pages may post it (same-site Origin).
export const POST = route(
  {
    method: 'POST',
    auth: 'public',
    rateLimit: RATE_LIMITS.payoutConfirm,
    origin: 'same-site',
    body: confirmPayoutFormSchema,
    maxBytes: BODY_LIMITS.payoutConfirm,
    mediaTypes: [FORM_MEDIA_TYPE],
  },
  async ({ body }) => {
    const locale = body.locale && isLocale(body.locale) ? body.locale : defaultLocale;
    const outcome = await confirmPayout(await getDb(), body.token, new Date());
    const location =
      outcome === 'confirmed'
        ? localizedPath(locale, PAYOUT_PROCESSING_PATH)
        : `${localizedPath(locale, PAYOUT_CONFIRM_PATH)}?state=${outcome}`;
    return new Response(null, {
      status: 303,
      headers: {
        Location: location,
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
      },
    });
  },
);
