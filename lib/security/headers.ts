// Headers every response carries (lib/security/security-headers.mjs, plain JavaScript so that
// the production server can set them too). The CSP is separate because pages need a nonce; who
// may frame a page and its opener policy come from its response policy (./response-policy.ts).
export { securityHeaders } from './security-headers.mjs';
