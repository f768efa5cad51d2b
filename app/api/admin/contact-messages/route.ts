import { RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route } from '@/lib/api/route';
import { listContactMessages } from '@/lib/contact/inbox';

export const dynamic = 'force-dynamic';

// GET /api/admin/contact-messages – the stored contact messages, newest first (operator only)
export const GET = route(
  { method: 'GET', auth: 'admin', rateLimit: RATE_LIMITS.admin },
  async () => {
    const messages = await listContactMessages();
    return jsonResponse({ messages }, { headers: { 'Cache-Control': 'no-store' } });
  },
);
