/** The id of the line that names the requested path on the 404 page. */
export const REQUESTED_PATH_ID = 'requested-path';

/**
 * The inline script that writes "Page not found: {path}" into the 404 page's empty path line as
 * the document is parsed, before the first paint. The page is prerendered once per locale, so
 * only the browser knows which path was asked; without JavaScript the line stays empty (and
 * hidden by CSS) while the heading, the explanation and the button are in the HTML. The text
 * goes in through textContent, so nothing in the URL can become markup. Plain ES5: it runs
 * before any bundle.
 */
export function requestedPathScript(): string {
  return `(function(d,l){
var e=d.getElementById(${JSON.stringify(REQUESTED_PATH_ID)}),p=l.pathname;
if(!e)return;
try{p=decodeURI(p)}catch(x){}
e.textContent=String(e.getAttribute('data-template')).split('{path}').join(p+l.search);
})(document,location);`;
}
