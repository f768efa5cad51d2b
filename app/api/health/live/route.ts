import { jsonResponse } from '@/lib/api/response';

export const dynamic = 'force-dynamic';

// GET /api/health/live – the process is up and answering (touches nothing else)
export function GET(): Response {
  return jsonResponse({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
