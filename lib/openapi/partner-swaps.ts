import { listPartnerSwapsOperation } from '@/lib/partner-program/contract';
import { describeOperation } from './operation';

// GET /api/v1/partner/swaps
export const listPartnerSwapsDoc = describeOperation({
  tag: 'Partner',
  operation: listPartnerSwapsOperation,
  summary: "The partner's own swaps",
  description:
    'Swaps created with any of the calling partner’s keys or through its `ref` links, newest first. Needs a secret key with the swaps.read scope; only the partner’s own swaps are ever listed. Pages: pass `nextCursor` as `cursor` with the same filters until it is null.',
  parameters: {
    status: { examples: ['finished'] },
    createdFrom: {
      description: 'Created at or after this instant (RFC 3339).',
      examples: ['2026-12-01T00:00:00Z'],
    },
    createdTo: { description: 'Created before this instant (RFC 3339).' },
    limit: { description: 'Swaps per page, 1 to 100 (default 50).', examples: ['50'] },
    cursor: { description: 'The previous page’s nextCursor.' },
  },
  success: {
    description: 'A page of swaps and the cursor of the next one',
    content: { 'application/json': 'PartnerSwaps' },
  },
});
