import fc from 'fast-check';

// What e2e/fuzz-routes.spec.ts puts in path segments and query values, as the bytes sent: random
// bytes, percent-escapes (valid and not), unicode, mixed case, Swap-ID look-alikes, long text.

// Escapes that trip decoders: bare or short "%", non-hex, double-encoded, NUL, overlong UTF-8
// ("/" as C0 AF), lone surrogates, truncated sequences, encoded delimiters and line breaks.
const escapes = [
  '%',
  '%2',
  '%zz',
  '%ZZ',
  '%25',
  '%2525',
  '%00',
  '%C0%AF',
  '%c0%af',
  '%E0%80%AF',
  '%F0%80%80%AF',
  '%ED%A0%80',
  '%F0%9F%98%80',
  '%FF',
  '%C3',
  '%E2%82',
  '%2F',
  '%2f',
  '%5C',
  '%3F',
  '%23',
  '%0A',
  '%0D%0A',
  '%20',
  '%2e%2e',
  '%u0041',
  '%%',
  '%%32%35',
];
const oddText = [
  '\u202E',
  '\u0301',
  'e\u0301',
  '\u0000',
  '\u{1F600}',
  '\uFEFF',
  'İ',
  'ß',
  'ﬀ',
  '\u200D',
  '\uD800',
];

const encodeBytes = (bytes: Uint8Array, lower: boolean) =>
  Buffer.from(
    [...bytes]
      .map((byte) => {
        const hex = byte.toString(16).padStart(2, '0');
        return `%${lower ? hex : hex.toUpperCase()}`;
      })
      .join(''),
  );
// Text as a browser would send it: UTF-8, everything but unreserved characters escaped.
const encodeText = (text: string) =>
  Buffer.from(
    [...Buffer.from(text, 'utf8')]
      .map((byte) =>
        /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte))
          ? String.fromCharCode(byte)
          : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
      )
      .join(''),
  );
// Bytes sent as they are: visible ASCII a path may hold unescaped, and high bytes.
const rawByte = fc.oneof(
  fc.constantFrom(..."!$&'()*+,;=:@-._~".split('')).map((c) => c.charCodeAt(0)),
  fc.integer({ min: 0x30, max: 0x7a }).filter((b) => /[A-Za-z0-9]/.test(String.fromCharCode(b))),
  fc.integer({ min: 0x80, max: 0xff }),
);

const piece: fc.Arbitrary<Buffer> = fc.oneof(
  { arbitrary: fc.constantFrom(...escapes).map((text) => Buffer.from(text)), weight: 4 },
  fc.string({ unit: 'binary', maxLength: 12 }).map(encodeText),
  fc.constantFrom(...oddText).map(encodeText),
  fc
    .tuple(fc.uint8Array({ minLength: 1, maxLength: 8 }), fc.boolean())
    .map(([b, l]) => encodeBytes(b, l)),
  // Node refuses most raw high bytes with its own 400, so these come less often.
  {
    arbitrary: fc.array(rawByte, { minLength: 1, maxLength: 8 }).map((b) => Buffer.from(b)),
    weight: 1,
  },
  fc.stringMatching(/^[A-Za-z0-9-]{1,24}$/).map((text) => Buffer.from(text)),
  // A Swap ID in any case, with or without dashes: reaches the database lookup.
  fc
    .stringMatching(/^[0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{4}-?[0-9A-Za-z]{4}-?[0-9A-Za-z]{4}$/)
    .map((t) => Buffer.from(t)),
  fc.constantFrom('.', '..', 'fr', 'EN', 'btc', 'pages.xml').map((text) => Buffer.from(text)),
  fc.integer({ min: 1_000, max: 9_000 }).map((length) => Buffer.from('aB'.repeat(length / 2))),
);
/** One path segment or query value as bytes on the wire: one to six pieces. */
export const fuzzText = fc
  .array(piece, { minLength: 1, maxLength: 6 })
  .map((parts) => Buffer.concat(parts));
