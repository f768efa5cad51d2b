import 'server-only';
import { Lru } from '../cache/lru';
import { processSingleton } from '../process-singleton.mjs';

// The rendered social images of coins and pairs (app/social/{coin,pair}), kept in this process
// for an hour: a social preview needs no fresher figure. Their routes are dynamic, so Next's
// page cache never holds them: only a name the shipped catalogue knows is rendered and kept, so
// the keys are bounded by the catalogue and no request can add one (security review 2026-12,
// M2). At most 1,000 images or 48 MiB (an image is 20 to 60 KB).

export const SOCIAL_IMAGE_TTL_MS = 60 * 60_000;

const images = processSingleton(
  'social-images',
  () =>
    new Lru<Uint8Array>({
      maxEntries: 1_000,
      maxBytes: 48 * 1024 * 1024,
      ttlMs: SOCIAL_IMAGE_TTL_MS,
      sizeOf: (bytes) => bytes.byteLength,
    }),
);

/** The PNG of `key` ("coin:btc"), rendered by `render` when not kept; one render per key at once. */
export async function socialImage(
  key: string,
  render: () => Promise<Response> | Response,
): Promise<Response> {
  const bytes = await images().load(key, async () => {
    return new Uint8Array(await (await render()).arrayBuffer());
  });
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=3600' },
  });
}

/** The cache itself (tests). */
export const socialImageCache = images;
