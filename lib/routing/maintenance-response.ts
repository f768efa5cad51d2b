import { ApiError } from '../api/errors';
import { errorResponse } from '../api/response';
import { MAINTENANCE_RETRY_AFTER_SECONDS } from './maintenance';

/** What JSON endpoints answer during maintenance: 503 in the one error shape, retry later. */
export function maintenanceUnavailable(request: Request): Promise<Response> {
  return errorResponse(
    new ApiError('maintenance', { retryAfter: MAINTENANCE_RETRY_AFTER_SECONDS }),
    request,
  );
}
