// The coin page's price chart as SVG geometry, computed on the server: no chart library and no
// JavaScript in the browser. Pure, so the maths is tested on its own.

export interface ChartPoint {
  /** Epoch milliseconds. */
  at: number;
  usd: number;
}

interface ChartBox {
  width: number;
  height: number;
  /** Room left inside the box on every side, so the stroke is not cut. */
  padding: number;
}

interface ChartGeometry {
  /** The line: "M x,y L x,y ...". */
  line: string;
  /** The line closed down to the bottom edge, for the fill under it. */
  area: string;
  min: ChartPoint;
  max: ChartPoint;
  first: ChartPoint;
  last: ChartPoint;
}

const round = (value: number): number => Math.round(value * 100) / 100;

/**
 * Places the points in the box: time from left to right, price from bottom (lowest) to top
 * (highest); a flat series sits in the middle. Null for fewer than two points: one point is no
 * line, and a chart is never drawn from less than the history holds.
 */
export function chartGeometry(points: readonly ChartPoint[], box: ChartBox): ChartGeometry | null {
  if (points.length < 2) return null;
  const sorted = [...points].sort((a, b) => a.at - b.at);
  const first = sorted[0]!;
  const last = sorted.at(-1)!;
  let min = first;
  let max = first;
  for (const point of sorted) {
    if (point.usd < min.usd) min = point;
    if (point.usd > max.usd) max = point;
  }
  const left = box.padding;
  const top = box.padding;
  const width = box.width - 2 * box.padding;
  const height = box.height - 2 * box.padding;
  const span = last.at - first.at;
  const range = max.usd - min.usd;
  const x = (point: ChartPoint) =>
    round(left + (span === 0 ? 0 : ((point.at - first.at) / span) * width));
  const y = (point: ChartPoint) =>
    round(top + (range === 0 ? height / 2 : ((max.usd - point.usd) / range) * height));
  const coordinates = sorted.map((point) => `${x(point)},${y(point)}`);
  const line = `M ${coordinates.join(' L ')}`;
  const bottom = round(top + height);
  const area = `${line} L ${x(last)},${bottom} L ${x(first)},${bottom} Z`;
  return { line, area, min, max, first, last };
}
