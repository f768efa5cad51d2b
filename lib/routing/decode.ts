// server/request-url.mjs hands Next only paths whose every segment decodes. One trap is left in
// the composition with next-intl: its middleware decodes the path once (decodeURI) before it
// builds its rewrite, which turns an escaped "%25" back into a bare "%" that Next cannot decode
// ("/fr/%25" answered 500). So the path handed to it carries every "%25" escaped once more.

/** "/fr/100%25" -> "/fr/100%2525": what next-intl decodes back to "/fr/100%25". */
export function escapeForLocaleRouting(pathname: string): string {
  return pathname.replace(/%25/gi, '%2525');
}
