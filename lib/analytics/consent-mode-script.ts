import { CONSENT_CATEGORIES } from '../consent/categories';
import { CONSENT_COOKIE } from '../consent/cookie';
import { CONSENT_DEFAULTS, CONSENT_TYPES_BY_CATEGORY } from './consent-mode';

/**
 * The inline script that must run before Google Tag Manager: it sets every consent type to its
 * default (denied) and, when the visitor already chose, replays that choice from the preference
 * cookie, so GTM never starts with more consent than given. It is plain ES5 because it runs
 * before any bundle; tests/unit/analytics proves it reads the cookie like lib/consent/cookie.ts.
 * Built from the same constants, so the two cannot drift apart.
 */
export function consentModeScript(): string {
  const ids = CONSENT_CATEGORIES.map(({ key, id }) => [String(id), CONSENT_TYPES_BY_CATEGORY[key]]);
  return `(function(w,d){
w.dataLayer=w.dataLayer||[];
function gtag(){w.dataLayer.push(arguments);}
gtag('consent','default',${JSON.stringify(CONSENT_DEFAULTS)});
var m=d.cookie.match(/(?:^|;\\s*)${CONSENT_COOKIE.name}=([^;]*)/);
if(!m)return;
var p=m[1].split('_'),ids=${JSON.stringify(ids)},f={},u={},i;
if(p.length!==ids.length*2)return;
for(i=0;i<p.length;i+=2){if(f.hasOwnProperty(p[i])||(p[i+1]!=='true'&&p[i+1]!=='false'))return;f[p[i]]=p[i+1]==='true';}
for(i=0;i<ids.length;i++){if(!f.hasOwnProperty(ids[i][0]))return;
for(var j=0;j<ids[i][1].length;j++)u[ids[i][1][j]]=f[ids[i][0]]?'granted':'denied';}
gtag('consent','update',u);
})(window,document);`;
}
