import { serializeJsonLd, type JsonLdThing } from '@/lib/seo/json-ld';

/**
 * Structured data for crawlers, from the builders of lib/seo/json-ld.ts. A data block never
 * runs, so it carries no nonce: the build's marker leaves it as it is and the server's nonce
 * rewriter has nothing to strip (docs/decisions/0001-csp-nonce.md). Its text is escaped, so no
 * value can end the script early.
 */
export function JsonLd({ data }: { data: JsonLdThing | readonly JsonLdThing[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
