// Geometry of the chart kit's line charts, computed on the server: no chart library and no
// JavaScript in the browser. Pure, so the maths is tested on its own.

export interface SeriesPoint {
  /** Epoch milliseconds. */
  at: number;
  value: number;
}

export interface PlotBox {
  width: number;
  height: number;
  /** Room left inside the box on every side, so strokes and dots are not cut. */
  padding: number;
}

export interface PlotGeometry {
  /** One path per series ("M x,y L x,y ..."; empty for a series without points). */
  lines: string[];
  /** Each series' points in the box, for the dots drawn on short series. */
  dots: Array<Array<{ x: number; y: number }>>;
  /** The value range the box spans (bottom to top) and the time range (left to right). */
  low: number;
  high: number;
  start: number;
  end: number;
}

const round = (value: number): number => Math.round(value * 100) / 100;

/**
 * Places every series in one box: time from left to right, values from bottom (low) to top
 * (high); `fromZero` starts the value axis at 0 (shares, counts), else at the lowest value. A
 * flat range sits in the middle, a single instant in the centre. Null when no series has a point:
 * nothing is drawn from nothing.
 */
export function plotGeometry(
  series: ReadonlyArray<readonly SeriesPoint[]>,
  box: PlotBox,
  { fromZero = false }: { fromZero?: boolean } = {},
): PlotGeometry | null {
  const all = series.flat();
  if (all.length === 0) return null;
  let start = Infinity;
  let end = -Infinity;
  let low = fromZero ? 0 : Infinity;
  let high = -Infinity;
  for (const point of all) {
    start = Math.min(start, point.at);
    end = Math.max(end, point.at);
    low = Math.min(low, point.value);
    high = Math.max(high, point.value);
  }
  const left = box.padding;
  const top = box.padding;
  const width = box.width - 2 * box.padding;
  const height = box.height - 2 * box.padding;
  const span = end - start;
  const range = high - low;
  const x = (point: SeriesPoint) =>
    round(left + (span === 0 ? width / 2 : ((point.at - start) / span) * width));
  const y = (point: SeriesPoint) =>
    round(top + (range === 0 ? height / 2 : ((high - point.value) / range) * height));
  const dots = series.map((points) =>
    [...points].sort((a, b) => a.at - b.at).map((point) => ({ x: x(point), y: y(point) })),
  );
  const lines = dots.map((points) =>
    points.length === 0 ? '' : `M ${points.map((p) => `${p.x},${p.y}`).join(' L ')}`,
  );
  return { lines, dots, low, high, start, end };
}
