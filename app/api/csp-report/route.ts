import { BODY_LIMITS, RATE_LIMITS } from '@/lib/api/limits';
import { route } from '@/lib/api/route';
import { requestLogger } from '@/lib/log';
import {
  CSP_REPORT_MEDIA_TYPES,
  cspReportSchema,
  summariseViolations,
} from '@/lib/security/csp-report';

export const dynamic = 'force-dynamic';

// POST /api/csp-report – a browser reports a Content-Security-Policy violation (report-uri)
export const POST = route(
  {
    method: 'POST',
    auth: 'public',
    rateLimit: RATE_LIMITS.cspReport,
    // Browsers send reports by themselves, from whatever page broke the policy.
    origin: 'any',
    body: cspReportSchema,
    maxBytes: BODY_LIMITS.cspReport,
    mediaTypes: CSP_REPORT_MEDIA_TYPES,
  },
  async ({ body, request }) => {
    const logger = requestLogger(request.headers);
    for (const violation of summariseViolations(body)) {
      logger.warn('csp: violation reported', { ...violation });
    }
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  },
);
