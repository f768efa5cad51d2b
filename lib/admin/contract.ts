import '@/lib/zod-jitless';
import { z } from 'zod';

// The admin routes' inputs (app/api/admin), read by the operator's command
// (scripts/admin.mjs) only: not part of the public API, not in OpenAPI.

export const reviewListQuerySchema = z.object({
  status: z.enum(['pending', 'approved', 'rejected', 'all']).default('pending'),
});

export const reviewDecisionSchema = z.object({
  decision: z.enum(['approved', 'rejected']),
});

/** A review's number as the path carries it. */
export const reviewIdSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .pipe(z.number().int().max(2_147_483_647)),
});
