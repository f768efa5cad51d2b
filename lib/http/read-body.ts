// Vendor answers are read with a byte cap: a misbehaving or hostile API cannot make the server
// buffer megabytes (or gigabytes) per request. Quotes, ranges and currency lists are a few KB;
// the largest real answer (a full currency list) stays well under the cap.

/** The most bytes of one answer the base client reads. */
export const MAX_RESPONSE_BYTES = 1_048_576;

/** The body as text, or null as soon as it is larger than `limit` (the rest is never read). */
export async function readCapped(response: Response, limit = MAX_RESPONSE_BYTES) {
  const declared = Number(response.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > limit) {
      // Closes the connection: the vendor may go on sending, we stop receiving.
      await reader.cancel().catch(() => undefined);
      return null;
    }
    parts.push(decoder.decode(read.value, { stream: true }));
  }
  parts.push(decoder.decode());
  return parts.join('');
}
