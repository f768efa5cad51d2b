// @ts-check
// What an SVG icon paints, and whether it stands out on a background. scripts/icons.mjs puts an
// icon on a disc when it would not, and tests/unit/catalogue/icon-visibility.test.ts checks
// every shipped icon. The shipped icons are plain SVG (no CSS classes, no scripts), so a small
// tag scanner reads them: fills and strokes with their inherited values, gradients by their
// stops, nothing inside <defs>, <clipPath>, <mask> and the like.

/** @typedef {[number, number, number]} Rgb */
/** @typedef {{ color: Rgb, alpha: number }} Paint */

const TAG = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g;
const ATTRIBUTE = /([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
// Children of these are templates or effects, never painted where they stand.
const NOT_PAINTED = new Set([
  'defs',
  'clipPath',
  'mask',
  'symbol',
  'pattern',
  'filter',
  'linearGradient',
  'radialGradient',
  'title',
  'desc',
  'metadata',
]);
const SHAPES = new Set([
  'path',
  'circle',
  'rect',
  'ellipse',
  'polygon',
  'polyline',
  'line',
  'text',
]);
/** @type {Record<string, Rgb>} */
const NAMED = {
  white: [255, 255, 255],
  black: [0, 0, 0],
  // An <img> has no surrounding text colour: currentColor is the initial colour, black.
  currentcolor: [0, 0, 0],
};

/** The smallest CIE76 colour difference at which a shape stands out from its background. */
export const MIN_DIFFERENCE = 25;

/** The site's dark surface (the tooltip's background, the theme's --color-text). */
export const DARK = /** @type {Rgb} */ ([0x11, 0x18, 0x27]);
export const WHITE = /** @type {Rgb} */ ([255, 255, 255]);

/**
 * @param {string} source
 * @returns {Record<string, string>}
 */
function attributes(source) {
  /** @type {Record<string, string>} */
  const result = {};
  for (const [, name, double, single] of source.matchAll(ATTRIBUTE)) {
    result[/** @type {string} */ (name)] = double ?? single ?? '';
  }
  // A style attribute wins over the presentation attributes.
  for (const declaration of (result.style ?? '').split(';')) {
    const [name, value] = declaration.split(':').map((part) => part.trim());
    if (name && value) result[name] = value;
  }
  return result;
}

/**
 * "#fff", "#ffffff", "#ffffff80", "rgb(…)" and a few names; null for anything else ("none").
 * @param {string} value
 * @returns {Paint | null}
 */
export function parseColor(value) {
  const text = value.trim().toLowerCase();
  const named = NAMED[text];
  if (named) return { color: named, alpha: 1 };
  const hex = /^#([0-9a-f]{3,8})$/.exec(text)?.[1];
  if (hex && [3, 4, 6, 8].includes(hex.length)) {
    const digits =
      hex.length <= 4 ? [...hex].map((digit) => digit + digit) : (hex.match(/../g) ?? []);
    const [r = '0', g = '0', b = '0', a = 'ff'] = digits;
    return {
      color: [parseInt(r, 16), parseInt(g, 16), parseInt(b, 16)],
      alpha: parseInt(a, 16) / 255,
    };
  }
  const rgb = /^rgba?\(([^)]*)\)$/.exec(text)?.[1];
  if (rgb) {
    const [r, g, b, a = '1'] = rgb.split(/[\s,/]+/).filter(Boolean);
    return { color: [Number(r), Number(g), Number(b)], alpha: Number(a) };
  }
  return null;
}

/**
 * @param {string | undefined} value
 * @param {number} fallback
 */
const numberOr = (value, fallback) =>
  value === undefined || value === '' || Number.isNaN(Number(value)) ? fallback : Number(value);

/**
 * The colours an icon paints, each with the opacity it is drawn with (a gradient: its stops).
 * Colours drawn at (near) zero opacity show nothing and are left out.
 * @param {string} svg
 * @returns {Paint[]}
 */
export function iconPaints(svg) {
  /** @type {Map<string, Paint[]>} */
  const gradients = new Map();
  /** @type {Paint[] | null} */
  let gradient = null;
  for (const [, closing, name, rest = ''] of svg.matchAll(TAG)) {
    if (name === 'linearGradient' || name === 'radialGradient') {
      gradient = closing ? null : [];
      if (gradient) gradients.set(attributes(rest).id ?? '', gradient);
    } else if (name === 'stop' && gradient) {
      const stop = attributes(rest);
      const parsed = parseColor(stop['stop-color'] ?? 'black');
      const alpha = numberOr(stop['stop-opacity'], 1);
      if (parsed) gradient.push({ color: parsed.color, alpha: parsed.alpha * alpha });
    }
  }

  /** @type {Paint[]} */
  const paints = [];
  /** @param {string} value @param {number} alpha */
  const resolve = (value, alpha) => {
    const url = /^url\(\s*#([^)\s]+)\s*\)$/.exec(value.trim())?.[1];
    const parsed = url ? null : parseColor(value);
    const found = url ? (gradients.get(url) ?? []) : parsed ? [parsed] : [];
    for (const paint of found) paints.push({ color: paint.color, alpha: paint.alpha * alpha });
  };

  const root = {
    fill: 'black',
    stroke: 'none',
    opacity: 1,
    fillOpacity: 1,
    strokeOpacity: 1,
    hidden: false,
  };
  const stack = [root];
  for (const [, closing, name = '', rest = '', selfClosing] of svg.matchAll(TAG)) {
    if (closing) {
      if (stack.length > 1) stack.pop();
      continue;
    }
    const parent = stack[stack.length - 1] ?? root;
    const own = attributes(rest);
    const state = {
      fill: own.fill ?? parent.fill,
      stroke: own.stroke ?? parent.stroke,
      opacity: parent.opacity * numberOr(own.opacity, 1),
      fillOpacity: numberOr(own['fill-opacity'], parent.fillOpacity),
      strokeOpacity: numberOr(own['stroke-opacity'], parent.strokeOpacity),
      hidden:
        parent.hidden ||
        NOT_PAINTED.has(name) ||
        own.display === 'none' ||
        own.visibility === 'hidden',
    };
    if (SHAPES.has(name) && !state.hidden) {
      resolve(state.fill, state.opacity * state.fillOpacity);
      if (numberOr(own['stroke-width'], 1) > 0) {
        resolve(state.stroke, state.opacity * state.strokeOpacity);
      }
    }
    if (!selfClosing) stack.push(state);
  }
  return paints.filter((paint) => paint.alpha >= 0.1);
}

/** @param {Rgb} rgb @returns {Rgb} CIELAB (D65) */
function lab([r, g, b]) {
  /** @param {number} value */
  const linear = (value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [R, G, B] = [linear(r), linear(g), linear(b)];
  /** @param {number} t */
  const f = (t) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const x = f((0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047);
  const y = f(0.2126 * R + 0.7152 * G + 0.0722 * B);
  const z = f((0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/**
 * CIE76 colour difference (ΔE) between a paint, composited at its opacity over the background,
 * and the background. Unlike WCAG's luminance ratio it sees hue: a yellow disc on white has a
 * ratio near 1 but stands out clearly (ΔE ≈ 80); a white glyph on white has 0.
 * @param {Paint} paint
 * @param {Rgb} background
 */
export function paintDifference(paint, background) {
  const shown = /** @type {Rgb} */ (
    paint.color.map(
      (value, index) => value * paint.alpha + (background[index] ?? 0) * (1 - paint.alpha),
    )
  );
  const [a, b] = [lab(shown), lab(background)];
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

/**
 * The largest colour difference any of the icon's paints makes on the background (0 for an icon
 * that paints nothing).
 * @param {string} svg
 * @param {Rgb} background
 */
export function bestDifference(svg, background) {
  return Math.max(0, ...iconPaints(svg).map((paint) => paintDifference(paint, background)));
}

/**
 * True when some painted colour of the icon stands out on the background.
 * @param {string} svg
 * @param {Rgb} background
 */
export const standsOut = (svg, background) => bestDifference(svg, background) >= MIN_DIFFERENCE;
