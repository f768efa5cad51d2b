import { siteSettings } from '@/lib/site-settings';
import { consentModeScript } from '@/lib/analytics/consent-mode-script';
import { inlineScriptNonce } from '@/lib/security/script-nonce';
import { AnalyticsClient } from './analytics-client';

/**
 * Google Tag Manager under Google Consent Mode v2 (spec section 7).
 *
 * The inline script sets every consent type to denied (and replays a stored choice) before GTM
 * can load, so GTM sets no analytics or advertising cookie until the visitor agrees. It carries
 * the build's placeholder nonce, which server/nonce.mjs turns into each response's CSP nonce.
 * GTM itself loads only when GTM_ID is set and the visitor is not a crawler or audit tool.
 *
 * GTM_ID is read when the page is rendered, which for static pages is `next build`: set it for
 * the build as well as for the server (whose CSP allows Google's hosts when it is set).
 */
export async function Analytics() {
  const nonce = await inlineScriptNonce();
  return (
    <>
      <script
        id="consent-mode-default"
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: consentModeScript() }}
      />
      <AnalyticsClient gtmId={siteSettings().gtmId} />
    </>
  );
}
