import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The brand as one file (BRAND_CONFIG, docs/decisions/0017-brands.md): the shipped default
// reproduces the site as it was, a second brand changes every place that carries the brand and
// keeps none of the first's, and a bad file stops the process with a message naming the field.

const TEST_BRAND = './brands/test-brand.json';
const SWAPLENS_FAVICON = readFileSync('brands/swaplens/favicon.svg', 'utf8');

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The modules that carry the brand, loaded fresh with these variables. */
async function withBrand(vars: Record<string, string>) {
  for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value);
  vi.resetModules();
  const [brandModule, layout, icon, openapi, image, mark, css] = await Promise.all([
    import('@/lib/brand'),
    import('@/app/[locale]/layout'),
    import('@/app/icon.svg/route'),
    import('@/app/api/v1/openapi.json/route'),
    import('@/lib/seo/render-shared-image'),
    import('@/components/icons/brand-mark-icon'),
    import('@/lib/brand-style'),
  ]);
  const brand = brandModule.brand();
  const favicon = icon.GET();
  const doc = (await (
    await openapi.GET(new Request('http://localhost/api/v1/openapi.json'), undefined)
  ).json()) as { info: { title: string; license: unknown; contact: unknown } };
  const png = Buffer.from(await (await image.renderSharedImage()).arrayBuffer());
  // The social image's corner is its background.
  const corner = await sharp(png)
    .extract({ left: 0, top: 0, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer();
  return {
    brand,
    viewport: layout.generateViewport(),
    icons: layout.metadata.icons,
    // What the root layouts put on <html>.
    htmlStyle: renderToStaticMarkup(<div style={css.brandStyle(brand.colors)} />),
    mark: renderToStaticMarkup(<mark.BrandMarkIcon className="m" />),
    favicon: { type: favicon.headers.get('content-type'), body: await favicon.text() },
    apiTitle: doc.info.title,
    apiLicense: doc.info.license,
    apiContact: doc.info.contact,
    socialBackground: `#${corner.toString('hex')}`,
  };
}

describe('the default brand (brands/swaplens.json)', () => {
  it('is the site as it was: name, colours, mark, favicon, social image and API title', async () => {
    const site = await withBrand({});
    expect(site.brand.name).toBe('Swaplens');
    expect(site.viewport.themeColor).toBe('#1f4fd1');
    // The same values app/globals.css declares as its defaults.
    const globals = readFileSync('app/globals.css', 'utf8');
    expect(globals).toContain('--color-primary: #1f4fd1;');
    expect(globals).toContain('--color-primary-strong: #173ea6;');
    expect(globals).toContain('--color-focus: #1f4fd1;');
    expect(site.htmlStyle).toBe(
      '<div style="--color-primary:#1f4fd1;--color-primary-strong:#173ea6;--color-focus:#1f4fd1"></div>',
    );
    expect(site.mark).toBe(
      '<svg class="m" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="7" fill="currentColor"/><circle cx="14" cy="14" r="8.5" fill="none" stroke="#fff" stroke-width="3"/><path d="M20.5 20.5 26 26" stroke="#fff" stroke-width="4" stroke-linecap="round"/></svg>',
    );
    expect(site.favicon).toEqual({ type: 'image/svg+xml', body: SWAPLENS_FAVICON });
    expect(site.icons).toEqual({
      icon: [{ url: '/icon.svg', type: 'image/svg+xml', sizes: 'any' }],
    });
    expect(site.apiTitle).toBe('Swaplens API');
    // No licence configured: the document names the terms that govern the API, nothing invented.
    expect(site.apiLicense).toEqual({
      name: 'Terms for partners',
      url: 'http://localhost:3000/terms-for-partners',
    });
    expect(site.apiContact).toEqual({
      name: 'Swaplens support',
      url: 'http://localhost:3000/contact',
    });
    expect(site.socialBackground).toBe('#1f4fd1');
    expect(site.brand.operator).toBeUndefined();
  });
});

describe('a second brand (BRAND_CONFIG=./brands/test-brand.json)', () => {
  it('carries its own name, colours, mark, favicon, social image and API title', async () => {
    const site = await withBrand({ BRAND_CONFIG: TEST_BRAND });
    expect(site.brand.name).toBe('Coinbridge');
    expect(site.viewport.themeColor).toBe('#0b7a3b');
    expect(site.htmlStyle).toContain('--color-primary:#0b7a3b');
    expect(site.htmlStyle).toContain('--color-primary-strong:#075c2c');
    expect(site.mark).toContain('<circle cx="16" cy="16" r="16" fill="currentColor"/>');
    expect(site.favicon.type).toBe('image/svg+xml');
    expect(site.favicon.body).toBe(readFileSync('brands/test-brand/favicon.svg', 'utf8'));
    expect(site.apiTitle).toBe('Coinbridge API');
    expect(site.apiLicense).toEqual({
      name: 'Coinbridge API terms',
      url: 'https://coinbridge.example/api-terms',
    });
    expect(site.apiContact).toMatchObject({ email: 'help@coinbridge.example' });
    expect(site.socialBackground).toBe('#0b7a3b');
    expect(site.brand.socialImage.text).toBe('#fdf6e3');
  });

  it('keeps nothing of the first brand', async () => {
    const site = await withBrand({ BRAND_CONFIG: TEST_BRAND });
    const everything = JSON.stringify(site);
    expect(everything).not.toContain('Swaplens');
    expect(everything.toLowerCase()).not.toContain('#1f4fd1');
    expect(everything.toLowerCase()).not.toContain('#173ea6');
    expect(site.favicon.body).not.toBe(SWAPLENS_FAVICON);
    // The lens of the first brand's mark.
    expect(everything).not.toContain('M20.5 20.5 26 26');
  });

  it('gives its operator facts, support channels and links, with the variables over them', async () => {
    const filed = await withBrand({ BRAND_CONFIG: TEST_BRAND });
    expect(filed.brand).toMatchObject({
      operator: 'Coinbridge Test Ltd',
      supportEmail: 'help@coinbridge.example',
      foundedYear: 2019,
      support24x7: true,
    });
    const { brandLinks } = await import('@/lib/brand-links');
    expect(brandLinks()).toMatchObject({
      apiDocs: 'https://docs.coinbridge.example/',
      messagingBot: { url: 'https://t.me/coinbridge_test_bot', app: 'Telegram' },
      reviews: { platform: 'Trustpilot' },
      social: [
        { link: 'https://x.com/coinbridge_test', network: 'X' },
        { link: 'https://t.me/coinbridge_test', network: 'Telegram' },
      ],
    });

    const overridden = await withBrand({
      BRAND_CONFIG: TEST_BRAND,
      BRAND_NAME: 'Bridge Two',
      BRAND_SUPPORT_24_7: 'false',
      SOCIAL_LINKS: 'https://x.com/other',
    });
    expect(overridden.brand).toMatchObject({ name: 'Bridge Two', support24x7: false });
    // Its look stays the file's.
    expect(overridden.viewport.themeColor).toBe('#0b7a3b');
    const links = (await import('@/lib/brand-links')).brandLinks();
    expect(links.social.map((profile) => profile.link)).toEqual(['https://x.com/other']);
  });
});

describe('a bad brand file', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'brand-'));
  const good = JSON.parse(readFileSync(TEST_BRAND, 'utf8')) as Record<string, unknown>;
  const write = (name: string, content: unknown) => {
    const file = path.join(folder, name);
    writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
    return file;
  };
  const problem = async (config: string) => {
    const { parseEnv } = await import('@/lib/env/schema');
    try {
      parseEnv({ BRAND_CONFIG: config });
    } catch (error) {
      return (error as Error).message;
    }
    return 'no error';
  };

  it('stops the process with a message that names the file and the field', async () => {
    const file = write('colour.json', {
      ...good,
      colors: { ...(good.colors as object), primary: 'blue' },
    });
    expect(await problem(file)).toBe(
      `Invalid brand configuration (BRAND_CONFIG=${file}):\n  colors.primary: must be a colour written #rrggbb`,
    );
    expect(await problem(write('unknown.json', { ...good, colour: '#000000' }))).toMatch(
      /\(root\): Unrecognized key: "colour"/,
    );
    expect(await problem(write('link.json', { ...good, social: ['http://x.com/a'] }))).toMatch(
      /social\.0: must be an https URL/,
    );
    const licence = { name: 'MIT', identifier: 'MIT', url: 'https://mit.example/' };
    expect(await problem(write('licence.json', { ...good, apiLicense: licence }))).toMatch(
      /apiLicense: must name either an SPDX identifier or a URL/,
    );
  });

  it('refuses a missing file, a file that is not JSON and a missing name', async () => {
    expect(await problem('./brands/no-such-brand.json')).toBe(
      'Invalid brand configuration (BRAND_CONFIG=./brands/no-such-brand.json): the file cannot be read',
    );
    expect(await problem(write('broken.json', '{ "name": '))).toMatch(/the file not JSON/);
    const nameless = { ...good, name: undefined };
    expect(await problem(write('nameless.json', nameless))).toMatch(/\n {2}name: /);
  });

  it('refuses an SVG that could run something or lies outside the brands folder', async () => {
    const scripted = '<svg viewBox="0 0 1 1"><script>alert(1)</script></svg>';
    expect(await problem(write('script.json', { ...good, mark: scripted }))).toMatch(
      /mark: must not contain scripts, event handlers or entities/,
    );
    const handler = '<svg viewBox="0 0 1 1" onload="alert(1)"></svg>';
    expect(await problem(write('handler.json', { ...good, favicon: handler }))).toMatch(
      /favicon: must not contain scripts/,
    );
    expect(await problem(write('outside.json', { ...good, favicon: '../etc/icon.svg' }))).toMatch(
      /favicon: "..\/etc\/icon.svg" must be an .svg file inside the brands folder/,
    );
    expect(await problem(write('html.json', { ...good, mark: '<div></div>' }))).toMatch(
      /mark: must be one <svg> element/,
    );
  });
});

describe('the build and the server', () => {
  it('refuses a server whose brand file looks different from the build', async () => {
    const { brandMismatch } = await import('@/lib/build-config');
    const { brandLook } = await import('@/lib/env/brand-file.mjs');
    const { parseEnv } = await import('@/lib/env/schema');
    const swaplens = parseEnv({});
    const second = parseEnv({ BRAND_CONFIG: TEST_BRAND });
    expect(brandMismatch(brandLook(swaplens.BRAND), swaplens)).toEqual([]);
    // Not built by Next (tests, scripts): nothing to compare.
    expect(brandMismatch(undefined, second)).toEqual([]);
    const [problem, ...more] = brandMismatch(brandLook(swaplens.BRAND), second);
    expect(more).toEqual([]);
    expect(problem).toContain('BRAND_CONFIG');
    expect(problem).toContain(TEST_BRAND);
  });

  it('records the brand file and its words among the values pages are built with', async () => {
    const { buildTimeConfig } = await import('@/lib/build-config');
    const { parseEnv } = await import('@/lib/env/schema');
    expect(buildTimeConfig(parseEnv({ BRAND_CONFIG: TEST_BRAND }))).toMatchObject({
      BRAND_CONFIG: TEST_BRAND,
      BRAND_NAME: 'Coinbridge',
      BRAND_OPERATOR: 'Coinbridge Test Ltd',
      SOCIAL_LINKS: 'https://x.com/coinbridge_test,https://t.me/coinbridge_test',
    });
  });
});
