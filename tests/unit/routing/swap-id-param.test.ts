import { describe, expect, it } from 'vitest';
import { POST as SIMULATE } from '@/app/api/v1/swaps/[id]/simulate/route';
import { GET } from '@/app/api/v1/swaps/[id]/route';
import { errorOf, get, jsonPost } from '../../helpers/requests';

// Next hands route handlers their params already decoded ("/api/v1/swaps/%25" arrives as "%"):
// the handlers must take them as they are. None of these can be a Swap ID, so none reaches the
// database; each answers 404 swap_not_found, never 500.
const decodedIds = [
  '%',
  '%zz',
  '%25',
  '\u0000',
  '\u00c0\u00af',
  '\u{1F600}',
  'a/b',
  'x'.repeat(500),
];
const params = (id: string) => ({ params: Promise.resolve({ id }) });

describe('swap routes take the ID Next decoded', () => {
  it.each(decodedIds)('GET answers 404 swap_not_found for %j', async (id) => {
    const response = await GET(get('/api/v1/swaps/x'), params(id));
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe('swap_not_found');
  });

  it.each(decodedIds)('POST simulate answers 404 swap_not_found for %j', async (id) => {
    const request = jsonPost('/api/v1/swaps/x/simulate', { action: 'deposit' });
    const response = await SIMULATE(request, params(id));
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe('swap_not_found');
  });
});
