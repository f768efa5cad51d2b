// A tap on a header button (a menu trigger, the burger, the language button) made after the page
// painted but before React took over the document would otherwise do nothing. The inline
// script below, right before the header, keeps the last such tap; once the header has hydrated,
// EarlyClickReplay (early-click-replay.tsx) clicks that button again, now with its handlers.
//
// React replays clicks itself once it listens on the document (hydrateRoot marks the document
// with a `_reactListening…` key), so the script keeps nothing from then on: a tap is never
// handled twice. Links need none of this: they work without JavaScript.

/** Where the script keeps the button (a DOM element; the page's own global). */
export const EARLY_CLICK_GLOBAL = '__swaplensEarlyClick';

/**
 * The inline script (plain ES5, it runs before any bundle). It listens in the capture phase on
 * the document, so it sees the tap whatever the button does with it, and never stops it.
 */
export function earlyClickScript(): string {
  return `(function(d,w){
function on(e){
var k=Object.keys(d),i;for(i=0;i<k.length;i++)if(k[i].indexOf('_reactListening')===0){d.removeEventListener('click',on,true);return;}
var t=e.target&&e.target.closest?e.target.closest('header button'):null;if(t)w[${JSON.stringify(EARLY_CLICK_GLOBAL)}]=t;}
d.addEventListener('click',on,true);
})(document,window);`;
}

/** The button tapped before hydration, once (it is taken); null when there was none. */
export function takeEarlyClick(win: Window): HTMLElement | null {
  const store = win as unknown as Record<string, unknown>;
  const target = store[EARLY_CLICK_GLOBAL];
  delete store[EARLY_CLICK_GLOBAL];
  return target instanceof HTMLElement && target.isConnected ? target : null;
}
