// @ts-check
// The brand file of a deployment (BRAND_CONFIG, default brands/swaplens.json): the name, the
// operator's facts, colours, mark, favicon, social image palette, API title, support channels and
// links, checked with zod (docs/decisions/0017-brands.md). Plain JavaScript so that the build
// (next.config.ts, through lib/env/schema.ts), the server, the proxy and the scripts
// (scripts/blog-covers.mjs) all read it the same way. The BRAND_*, LINK_* and SOCIAL_LINKS
// variables override its words and links (lib/env/schema.ts); nothing else in the code names a
// brand.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const DEFAULT_BRAND_CONFIG = './brands/swaplens.json';

const MAX_SVG_BYTES = 20_000;

const text = (/** @type {number} */ max) => z.string().trim().min(1).max(max);
const colour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour written #rrggbb')
  .transform((value) => value.toLowerCase());
const https = z.url({ protocol: /^https$/, error: 'must be an https URL' });
// An SVG file beside the brand file ("<id>/mark.svg", inside the brands folder) or the SVG itself.
const svgSource = z.string().trim().min(1);

const schema = z.strictObject({
  $schema: z.string().optional(),
  name: text(40),
  // Each fact is shown only when set: nothing about the operator is invented.
  operator: z
    .strictObject({
      name: text(120).optional(),
      address: text(300).optional(),
      registration: text(200).optional(),
      foundedYear: z
        .number()
        .int()
        .min(1990, 'must be a year from 1990')
        .max(new Date().getUTCFullYear(), 'must not be in the future')
        .optional(),
    })
    .default({}),
  // The official support channels, listed wherever a visitor may be waiting on a swap.
  support: z
    .strictObject({
      email: z.email('must be an e-mail address').optional(),
      aroundTheClock: z.boolean().default(false),
      // `app` names a host the site does not know (lib/env/link-hosts.ts).
      messagingBot: z.strictObject({ url: https, app: text(40).optional() }).optional(),
    })
    .default({ aroundTheClock: false }),
  links: z
    .strictObject({
      apiDocs: https.optional(),
      pressPage: https.optional(),
      pressKit: https.optional(),
      reviews: z.strictObject({ url: https, platform: text(40).optional() }).optional(),
      bugBounty: https.optional(),
    })
    .default({}),
  // The social profiles in display order (the footer's icons, GET /apiglobal/global).
  social: z
    .array(https.refine((url) => !url.includes(','), 'must not contain a comma'))
    .refine((links) => new Set(links).size === links.length, 'lists the same profile twice')
    .default([]),
  // Written as CSS custom properties on every page (--color-primary, --color-primary-strong,
  // --color-focus); text on the primary colour is white, so it needs 4.5:1 against white.
  colors: z.strictObject({ primary: colour, primaryStrong: colour, focus: colour }),
  themeColor: colour,
  mark: svgSource,
  favicon: svgSource,
  socialImage: z.strictObject({ background: colour, text: colour, mark: svgSource }),
  apiTitle: text(80),
  // The licence of the API (the OpenAPI document's info.license): its name with either an SPDX
  // identifier or an https URL of its text. Unset, the document names the site's terms for
  // partners, which govern the API's use: no licence is invented (docs/partners/api-reference.md).
  apiLicense: z
    .strictObject({ name: text(80), identifier: text(60).optional(), url: https.optional() })
    .refine(
      (licence) => (licence.identifier === undefined) !== (licence.url === undefined),
      'must name either an SPDX identifier or a URL',
    )
    .optional(),
});

/** @typedef {z.output<typeof schema>} BrandFileSource */
/** @typedef {{ viewBox: string, body: string }} BrandMark */
/**
 * @typedef {Omit<BrandFileSource, 'mark' | 'favicon' | 'socialImage'> & {
 *   file: string,
 *   mark: BrandMark,
 *   favicon: string,
 *   socialImage: { background: string, text: string, mark: string },
 * }} BrandFile
 */

const SVG = /^<svg\b([^>]*)>([\s\S]*)<\/svg>$/;
// The mark is drawn inline in every page, so it must not be able to run anything.
const UNSAFE_SVG = /<script|<foreignObject|<iframe|\son[a-z]+\s*=|javascript:|<!ENTITY/i;

/**
 * The SVG text of a source: read from the brand folder, or the inline SVG itself.
 * @param {string} source
 * @param {string} folder
 * @param {string} field
 * @returns {string}
 */
function svgText(source, folder, field) {
  let svg = source;
  if (!source.startsWith('<')) {
    const file = path.resolve(folder, source);
    if (path.relative(folder, file).startsWith('..') || !file.endsWith('.svg')) {
      throw new Error(`${field}: "${source}" must be an .svg file inside the brands folder`);
    }
    try {
      svg = readFileSync(/* turbopackIgnore: true */ file, 'utf8');
    } catch {
      throw new Error(`${field}: cannot read "${source}"`);
    }
  }
  if (svg.length > MAX_SVG_BYTES) throw new Error(`${field}: larger than ${MAX_SVG_BYTES} bytes`);
  if (!SVG.test(svg.trim())) throw new Error(`${field}: must be one <svg> element`);
  if (UNSAFE_SVG.test(svg)) {
    throw new Error(`${field}: must not contain scripts, event handlers or entities`);
  }
  // As written: the favicon is served byte for byte.
  return svg;
}

/**
 * The mark as the header and the footer draw it: the viewBox and the markup inside <svg>.
 * @param {string} svg
 * @returns {BrandMark}
 */
function markOf(svg) {
  const [, attributes = '', body = ''] = SVG.exec(svg.trim()) ?? [];
  const viewBox = /\sviewBox="([^"]+)"/.exec(attributes)?.[1];
  if (!viewBox) throw new Error('mark: needs a viewBox');
  return { viewBox, body: body.trim() };
}

/**
 * The parsed brand file, with its SVGs read. Throws an error that names the file and each field.
 * @param {unknown} json
 * @param {string} file the file's path, relative to the project folder
 * @param {string} folder the brands folder its SVG paths are relative to
 * @returns {BrandFile}
 */
function parseBrandFile(json, file, folder) {
  const fail = (/** @type {string[]} */ lines) =>
    new Error(`Invalid brand configuration (BRAND_CONFIG=${file}):\n${lines.join('\n')}`);
  const result = schema.safeParse(json);
  if (!result.success) {
    throw fail(
      result.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  const { mark, favicon, socialImage, ...rest } = result.data;
  try {
    return {
      ...rest,
      file,
      mark: markOf(svgText(mark, folder, 'mark')),
      favicon: svgText(favicon, folder, 'favicon'),
      socialImage: {
        ...socialImage,
        mark: svgText(socialImage.mark, folder, 'socialImage.mark'),
      },
    };
  } catch (error) {
    throw fail([`  ${error instanceof Error ? error.message : String(error)}`]);
  }
}

/** @type {Map<string, BrandFile>} */
const loaded = new Map();

/**
 * The brand file a BRAND_CONFIG value names (relative to the project folder), read once per path.
 * @param {string | undefined} config
 * @param {string} [cwd]
 * @returns {BrandFile}
 */
export function loadBrandFile(config, cwd = process.cwd()) {
  const file = config?.trim() || DEFAULT_BRAND_CONFIG;
  const absolute = path.resolve(cwd, file);
  const cached = loaded.get(absolute);
  if (cached) return cached;
  let json;
  try {
    json = JSON.parse(readFileSync(/* turbopackIgnore: true */ absolute, 'utf8'));
  } catch (error) {
    const reason = error instanceof SyntaxError ? `not JSON (${error.message})` : 'cannot be read';
    throw new Error(`Invalid brand configuration (BRAND_CONFIG=${file}): the file ${reason}`);
  }
  const brand = parseBrandFile(json, file, path.dirname(absolute));
  loaded.set(absolute, brand);
  return brand;
}

/**
 * The file's words and links in the shape of the variables that override them, so that one
 * schema (lib/env/schema.ts) checks both and an override simply wins.
 * @param {BrandFile} brand
 * @returns {Record<string, string | undefined>}
 */
export function brandFileVariables(brand) {
  const { operator, support, links } = brand;
  return {
    BRAND_NAME: brand.name,
    BRAND_OPERATOR: operator.name,
    BRAND_OPERATOR_ADDRESS: operator.address,
    BRAND_OPERATOR_REGISTRATION: operator.registration,
    BRAND_SUPPORT_EMAIL: support.email,
    BRAND_FOUNDED_YEAR: operator.foundedYear?.toString(),
    BRAND_SUPPORT_24_7: support.aroundTheClock ? 'true' : undefined,
    LINK_API_DOCS: links.apiDocs,
    LINK_PRESS_PAGE: links.pressPage,
    LINK_PRESS_KIT: links.pressKit,
    LINK_MESSAGING_BOT: support.messagingBot?.url,
    LINK_MESSAGING_BOT_APP: support.messagingBot?.app,
    LINK_REVIEWS: links.reviews?.url,
    LINK_REVIEWS_PLATFORM: links.reviews?.platform,
    LINK_BUG_BOUNTY: links.bugBounty,
    SOCIAL_LINKS: brand.social.length > 0 ? brand.social.join(',') : undefined,
  };
}

/**
 * What the file sets beyond the variables (colours, mark, favicon, social image, API title), as
 * one string: the build records it and the server refuses to start with another (instrumentation.ts).
 * @param {BrandFile} brand
 * @returns {string}
 */
export function brandLook(brand) {
  const { colors, themeColor, mark, favicon, socialImage, apiTitle } = brand;
  return JSON.stringify({ colors, themeColor, mark, favicon, socialImage, apiTitle });
}
