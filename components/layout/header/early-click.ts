// A tap on a header button (a menu trigger, the burger, the language button) made after the page
// painted but before React took over the document would otherwise do nothing. The inline
// script below, right before the header, keeps the last such tap and, once that button has
// hydrated (React has put its props on the element), clicks it again, now with its handlers.
// It is all inline so the feature adds nothing to any page's JavaScript bundle.
//
// The same script serves any other island that marks itself with `data-early-click` (the home
// hero's form: its coin pickers): a plain button (type="button") inside it is kept the same way.
// Submit buttons there are left alone: they already work before hydration, as a plain form's.
//
// React replays clicks itself once it listens on the document (hydrateRoot marks the document
// with a `_reactListening…` key), so the script keeps nothing from then on: a tap is never
// handled twice. Links need none of this: they work without JavaScript.

/** Where the script keeps the button (a DOM element; the page's own global). */
export const EARLY_CLICK_GLOBAL = '__swaplensEarlyClick';

/** How often the script looks whether the kept button has hydrated, and for how long (20 s). */
export const REPLAY_EVERY_MS = 50;
const REPLAY_TRIES = 400;

/** The attribute that opts an island's buttons into the replay (the header is always in). */
export const EARLY_CLICK_ATTRIBUTE = 'data-early-click';

/** Which tapped buttons are kept: the header's, and the plain buttons of a marked island. */
export const EARLY_CLICK_SELECTOR = `header button,[${EARLY_CLICK_ATTRIBUTE}] button[type=button]`;

/**
 * The inline script (plain ES5, it runs before any bundle). It listens in the capture phase on
 * the document, so it sees the tap whatever the button does with it, and never stops it.
 */
export function earlyClickScript(): string {
  return `(function(d,w){
var K=${JSON.stringify(EARLY_CLICK_GLOBAL)};
function marked(o,p){var k=Object.keys(o),i;for(i=0;i<k.length;i++)if(k[i].indexOf(p)===0)return true;return false;}
function replay(n){var t=w[K];if(!t)return;
if(t.isConnected&&marked(t,'__reactProps$')){delete w[K];t.click();return;}
if(n>=${REPLAY_TRIES}){delete w[K];return;}setTimeout(function(){replay(n+1);},${REPLAY_EVERY_MS});}
function on(e){
if(marked(d,'_reactListening')){d.removeEventListener('click',on,true);return;}
var t=e.target&&e.target.closest?e.target.closest(${JSON.stringify(EARLY_CLICK_SELECTOR)}):null;if(!t)return;
var waiting=Boolean(w[K]);w[K]=t;if(!waiting)replay(0);}
d.addEventListener('click',on,true);
})(document,window);`;
}
