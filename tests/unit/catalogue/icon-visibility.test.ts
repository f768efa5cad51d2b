import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bestDifference,
  DARK,
  iconPaints,
  MIN_DIFFERENCE,
  parseColor,
} from '@/scripts/icon-paints.mjs';

// Every shipped icon (coins, networks, providers) must stand out on the site's light surfaces and
// on a dark one: an icon whose painted colours all vanish into the background leaves a blank gap
// in the picker, the coin list and the pair chips (ux review 1.3: XRP, ALGO, ARB, EOS, HBAR and
// WBTC were white glyphs on white). scripts/icons.mjs puts such an icon on a disc.

type Rgb = [number, number, number];

const ICON_DIRS = ['coins', 'networks', 'providers'];

const icons = ICON_DIRS.flatMap((dir) => {
  const folder = path.join(process.cwd(), 'public/icons', dir);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.svg'))
    .map((file) => ({
      name: `${dir}/${file}`,
      svg: readFileSync(path.join(folder, file), 'utf8'),
    }));
});

function cssColor(block: string, name: string): Rgb {
  const value = new RegExp(`${name}\\s*:\\s*([^;]+);`).exec(block)?.[1];
  const parsed = value ? parseColor(value) : null;
  if (!parsed) throw new Error(`app/globals.css: ${name} is not a colour (${value})`);
  return parsed.color;
}

/**
 * White, the theme's --color-bg and --color-surface, and the dark background: the dark scheme's
 * --color-bg once globals.css has one; today the site has none, and its dark surface (the
 * tooltip) is the theme's --color-text, which scripts/icon-paints.mjs names DARK.
 */
function siteBackgrounds(css: string): { name: string; color: Rgb }[] {
  const light = /:root\s*{([^}]*)}/.exec(css)?.[1] ?? '';
  const dark = /prefers-color-scheme:\s*dark\)\s*{\s*:root\s*{([^}]*)}/.exec(css)?.[1];
  return [
    { name: 'white', color: [255, 255, 255] },
    { name: '--color-bg', color: cssColor(light, '--color-bg') },
    { name: '--color-surface', color: cssColor(light, '--color-surface') },
    {
      name: dark ? 'the dark --color-bg' : '--color-text (dark surface)',
      color: dark ? cssColor(dark, '--color-bg') : cssColor(light, '--color-text'),
    },
  ];
}

const css = readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8');
const backgrounds = siteBackgrounds(css);

function invisibleOn(svg: string): string[] {
  return backgrounds
    .filter((background) => bestDifference(svg, background.color) < MIN_DIFFERENCE)
    .map((background) => background.name);
}

describe('icon paints', () => {
  it('reads fills, strokes, inherited fills, opacity and gradient stops, and skips defs', () => {
    const svg = `<svg fill="none"><g fill="#f00"><path d="M0 0"/></g>
      <path stroke="#00f" stroke-width="2" d="M0 0"/><path fill="#0f0" opacity="0.05" d="M0 0"/>
      <defs><clipPath id="c"><path fill="#fff" d="M0 0"/></clipPath>
      <linearGradient id="g"><stop stop-color="#123456"/></linearGradient></defs>
      <rect fill="url(#g)"/><circle style="fill: black"/></svg>`;
    expect(iconPaints(svg).map((paint) => paint.color)).toEqual([
      [255, 0, 0],
      [0, 0, 255],
      [0x12, 0x34, 0x56],
      [0, 0, 0],
    ]);
  });

  it('calls a white glyph invisible on white and a black one invisible on the dark surface', () => {
    const white = '<svg fill="none"><path fill="#fff" d="M0 0"/></svg>';
    const black = '<svg fill="none"><path fill="#000" d="M0 0"/></svg>';
    const yellow = '<svg fill="none"><path fill="#FCFF52" d="M0 0"/></svg>';
    const transparent = '<svg fill="none"><path fill="#f00" fill-opacity="0" d="M0 0"/></svg>';
    expect(invisibleOn(white)).toEqual(['white', '--color-bg', '--color-surface']);
    expect(invisibleOn(black)).toEqual(['--color-text (dark surface)']);
    expect(invisibleOn(yellow)).toEqual([]);
    expect(invisibleOn(transparent)).toHaveLength(4);
    expect(DARK).toEqual(cssColor(css, '--color-text'));
  });
});

describe('shipped icons', () => {
  it('finds the coin, network and provider icons', () => {
    for (const dir of ICON_DIRS) {
      expect(icons.filter((icon) => icon.name.startsWith(`${dir}/`)).length).toBeGreaterThan(5);
    }
  });

  it('paints every icon in a colour that stands out on each of the site’s backgrounds', () => {
    const invisible = icons
      .map(({ name, svg }) => ({ name, on: invisibleOn(svg) }))
      .filter(({ on }) => on.length > 0)
      .map(({ name, on }) => `${name} on ${on.join(', ')}`);
    expect(invisible).toEqual([]);
  });
});
