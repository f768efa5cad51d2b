import { readJsonBody } from '@/lib/api/body';
import { withApi } from '@/lib/api/handler';
import { enforceRateLimit } from '@/lib/api/rate-limit';
import { parseInput } from '@/lib/api/validate';
import { requestLogger } from '@/lib/log';
import {
  CSP_REPORT_MAX_BYTES,
  CSP_REPORT_MEDIA_TYPES,
  CSP_REPORT_RATE_LIMIT,
  cspReportSchema,
  summariseViolations,
} from '@/lib/security/csp-report';

export const dynamic = 'force-dynamic';

// POST /api/csp-report – a browser reports a Content-Security-Policy violation (report-uri)
export const POST = withApi(async (request) => {
  await enforceRateLimit(request, CSP_REPORT_RATE_LIMIT);
  const body = await readJsonBody(request, CSP_REPORT_MAX_BYTES, CSP_REPORT_MEDIA_TYPES);
  const logger = requestLogger(request.headers);
  for (const violation of summariseViolations(parseInput(cspReportSchema, body))) {
    logger.warn('csp: violation reported', { ...violation });
  }
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
});
