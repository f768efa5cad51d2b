import { FORM_MEDIA_TYPE } from '@/lib/api/body';
import { BODY_LIMITS, RATE_LIMITS } from '@/lib/api/limits';
import { route } from '@/lib/api/route';
import { consentCookieString } from '@/lib/consent/cookie';
import { choicesOfForm, consentFormSchema, consentReturnPath } from '@/lib/consent/form';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

// POST /apiglobal/consent – the cookie banner's form, posted when a button is pressed without
// JavaScript or before the page has hydrated (lib/consent/form.ts). Stores the same preference
// cookie the banner's client code writes and answers 303 back to the page, where the pre-paint
// script then hides the banner. Bad input answers the API's 4xx JSON error.
export const POST = route(
  {
    method: 'POST',
    auth: 'public',
    rateLimit: RATE_LIMITS.consent,
    origin: 'same-site',
    body: consentFormSchema,
    maxBytes: BODY_LIMITS.consent,
    mediaTypes: [FORM_MEDIA_TYPE],
  },
  async ({ body, request }) => {
    const siteUrl = env().SITE_URL;
    const origins = [new URL(siteUrl).origin, new URL(request.url).origin];
    const location = consentReturnPath(request.headers.get('referer'), origins);
    // Secure exactly when the client code would set it: when the page is served over https. The
    // browser names the page's origin (checked above) or, failing that, the page itself.
    const page = request.headers.get('origin') ?? request.headers.get('referer') ?? siteUrl;
    const cookie = consentCookieString(choicesOfForm(body), page.startsWith('https:'));
    return new Response(null, {
      status: 303,
      headers: { Location: location, 'Set-Cookie': cookie, 'Cache-Control': 'no-store' },
    });
  },
);
