import { errorResponse } from './response';

export type ApiHandler<Context> = (request: Request, context: Context) => Promise<Response>;

/**
 * Wraps a route handler so that every failure, expected (ApiError) or not, becomes the one JSON
 * error shape. Handlers throw; they never build error responses themselves.
 */
export function withApi<Context = unknown>(handler: ApiHandler<Context>): ApiHandler<Context> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      return errorResponse(error, request);
    }
  };
}
