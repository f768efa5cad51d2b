import { z } from 'zod';

// The blog search box's query on its own, without the search's database code: proxy.ts checks
// it too (lib/pages/data-checks.ts), before a later results page renders.

/** The search box's query: trimmed, 1 to 100 characters, no control characters. */
export const searchQuerySchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[^\p{Cc}]*$/u);
