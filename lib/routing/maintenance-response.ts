import { ApiError } from '../api/errors';
import { errorResponse } from '../api/response';

/** What JSON endpoints answer during maintenance: 503 in the one error shape, retry in 5 min. */
export function maintenanceUnavailable(request: Request): Promise<Response> {
  return errorResponse(new ApiError('maintenance', { retryAfter: 300 }), request);
}
