import 'server-only';
import { ApiError } from './errors';

function hasMediaType(contentType: string | null, accepted: readonly string[]): boolean {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  return mediaType !== undefined && accepted.includes(mediaType);
}

// Counts bytes as they arrive, so a client that lies about (or omits) Content-Length is cut off
// as soon as it passes the cap instead of after the whole body is buffered.
async function readCapped(request: Request, maxBytes: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new ApiError('payload_too_large');
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The media type of an HTML form's post; a route that lists it gets the fields as an object. */
export const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';

/**
 * Reads a JSON request body of at most `maxBytes`: 415 unless Content-Type is application/json
 * (or one of `mediaTypes`, e.g. application/csp-report), 413 when larger, 400 invalid_json when
 * empty, not UTF-8 or not JSON. A route that accepts FORM_MEDIA_TYPE (a form posted without
 * JavaScript) gets such a body as an object of its fields, the last value of a repeated name.
 */
export async function readJsonBody(
  request: Request,
  maxBytes: number,
  mediaTypes: readonly string[] = ['application/json'],
): Promise<unknown> {
  if (!hasMediaType(request.headers.get('content-type'), mediaTypes)) {
    throw new ApiError('unsupported_media_type');
  }
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    throw new ApiError('payload_too_large');
  }
  const bytes = await readCapped(request, maxBytes);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (cause) {
    throw new ApiError('invalid_json', { cause });
  }
  if (hasMediaType(request.headers.get('content-type'), [FORM_MEDIA_TYPE])) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (text.trim() === '') throw new ApiError('invalid_json');
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new ApiError('invalid_json', { cause });
  }
}
