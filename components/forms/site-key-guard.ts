// reCAPTCHA v3 keeps one site key per page: its script is loaded with ?render=<key> and every
// execute call must use that key. A second loader asking for another key would get tokens that
// the server rejects, so it is refused here, loudly, instead (spec section 8).

export class RecaptchaSiteKeyError extends Error {
  constructor(loaded: string, requested: string) {
    super(`reCAPTCHA is already loaded with site key "${loaded}"; refusing "${requested}"`);
    this.name = 'RecaptchaSiteKeyError';
  }
}

let loadedKey: string | null = null;
let holders = 0;

/**
 * Claims the page's reCAPTCHA for a site key before its script loads. Claims with the same key
 * share it; a different key throws RecaptchaSiteKeyError. Returns the release function: once
 * every holder has released (the script is removed on unmount), another key may load.
 */
export function claimRecaptchaSiteKey(siteKey: string): () => void {
  if (loadedKey !== null && loadedKey !== siteKey) {
    throw new RecaptchaSiteKeyError(loadedKey, siteKey);
  }
  loadedKey = siteKey;
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) loadedKey = null;
  };
}
