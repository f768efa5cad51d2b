import { jsonResponse } from '@/lib/api/response';
import { checkLiveness } from '@/lib/health/liveness';

export const dynamic = 'force-dynamic';

// GET /api/health/live – 200 while the process can recover by itself, 503 once it cannot (a dead
// embedded database): the supervisor should restart it. Never touches the database.
export function GET(): Response {
  const liveness = checkLiveness();
  return jsonResponse(liveness, {
    status: liveness.status === 'ok' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
}
