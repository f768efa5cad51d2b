import { ApiError } from '@/lib/api/errors';
import type { Caller } from '@/lib/api/auth';

/** The partner of a key caller; a key always names one (401 if a strategy ever did not). */
export function partnerOf(caller: Caller): string {
  if (!caller.partnerId) throw new ApiError('unauthorized');
  return caller.partnerId;
}
