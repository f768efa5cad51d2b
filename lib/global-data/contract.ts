import '@/lib/zod-jitless';
import { z } from 'zod';

// GET /apiglobal/global (spec section 3): footer lists and social links. Browser-safe: zod only.
// The site's own pages read global data on the server (lib/global-data); no page of it calls this
// endpoint from the browser any more, so no client operation is declared.

const popularCryptoSchema = z.object({
  coinInfo: z.object({ name: z.string(), code: z.string() }),
});

const popularPairSchema = z.object({
  pairInfo: z.object({ from: z.object({ code: z.string() }), to: z.object({ code: z.string() }) }),
});

const socialMediaSchema = z.object({
  link: z.string(),
  /** Public path of a monochrome SVG icon. */
  logo: z.string(),
});

export const globalDataSchema = z.object({
  popularCrypto: z.array(popularCryptoSchema),
  popularPairs: z.array(popularPairSchema),
  socialMedias: z.array(socialMediaSchema),
});

export type PopularCrypto = z.infer<typeof popularCryptoSchema>;
export type PopularPair = z.infer<typeof popularPairSchema>;
export type SocialMedia = z.infer<typeof socialMediaSchema>;
export type GlobalData = z.infer<typeof globalDataSchema>;
