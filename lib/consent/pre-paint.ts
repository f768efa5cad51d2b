import { CONSENT_CATEGORIES } from './categories';
import { CONSENT_COOKIE, readConsentCookie } from './cookie';

/**
 * The attribute on <html> that says a valid choice is stored, so the prerendered banner is hidden
 * by CSS before the first paint (components/layout/consent/consent.module.css). Pages stay static:
 * the server never reads the cookie; the inline script below does, in the browser, before the
 * banner is parsed.
 */
export const CONSENT_STORED_ATTRIBUTE = 'data-consent';
export const CONSENT_STORED_VALUE = 'stored';

/** What the pre-paint script decides for a `document.cookie` string (the reference version). */
export function storedConsentAttribute(cookieHeader: string): string | null {
  return readConsentCookie(cookieHeader) ? CONSENT_STORED_VALUE : null;
}

/** Marks the document once a choice is stored in this page (the banner then hides by CSS). */
export function markConsentStored(root: Element): void {
  root.setAttribute(CONSENT_STORED_ATTRIBUTE, CONSENT_STORED_VALUE);
}

/**
 * The inline script, rendered right before the banner with the build's nonce. Plain ES5 because it
 * runs before any bundle; it reads the cookie with the same strict rules as lib/consent/cookie.ts
 * (every known category exactly once, nothing else), which tests/unit/consent/pre-paint.test.ts
 * checks against storedConsentAttribute() on any input.
 */
export function consentPrePaintScript(): string {
  const ids = CONSENT_CATEGORIES.map(({ id }) => String(id));
  return `(function(d){
var c=d.cookie.split(';'),ids=${JSON.stringify(ids)},i,k,v,p,f;
for(i=0;i<c.length;i++){k=c[i].indexOf('=');if(k<0||c[i].slice(0,k).trim()!==${JSON.stringify(CONSENT_COOKIE.name)})continue;
v=c[i].slice(k+1).trim();if(!v)return;p=v.split('_');if(p.length!==ids.length*2)return;f={};
for(k=0;k<p.length;k+=2){if(f.hasOwnProperty(p[k])||(p[k+1]!=='true'&&p[k+1]!=='false'))return;f[p[k]]=1;}
for(k=0;k<ids.length;k++)if(!f.hasOwnProperty(ids[k]))return;
d.documentElement.setAttribute(${JSON.stringify(CONSENT_STORED_ATTRIBUTE)},${JSON.stringify(CONSENT_STORED_VALUE)});return;}
})(document);`;
}
