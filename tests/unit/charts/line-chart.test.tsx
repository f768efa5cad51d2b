import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { plotGeometry } from '@/components/charts/geometry';
import { LineChart } from '@/components/charts/line-chart';
import type { Locale } from '@/lib/i18n/locales';

// The chart kit: geometry placed in its box, and the server-rendered chart with its accessible
// name and summary, the data table, localised numbers and dates, the sandbox label, and nothing
// at all without a point.

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
    createTranslator({
      locale,
      namespace,
      messages: JSON.parse(
        readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8'),
      ) as Record<string, unknown>,
    }),
}));

const box = { width: 110, height: 60, padding: 5 };
const DAY = 24 * 3_600_000;
const START = Date.parse('2026-11-01T00:00:00Z');

describe('plotGeometry', () => {
  it('draws time left to right and the highest value at the top, for every series', () => {
    const geometry = plotGeometry(
      [
        [
          { at: 2_000, value: 10 },
          { at: 0, value: 20 },
          { at: 1_000, value: 15 },
        ],
        [{ at: 1_000, value: 10 }],
      ],
      box,
    )!;
    expect(geometry.lines[0]).toBe('M 5,5 L 55,30 L 105,55');
    expect(geometry.lines[1]).toBe('M 55,55');
    expect(geometry).toMatchObject({ low: 10, high: 20, start: 0, end: 2_000 });
  });

  it('starts the value axis at zero on request, and centres a single point', () => {
    const geometry = plotGeometry([[{ at: 5, value: 0.5 }]], box, { fromZero: true })!;
    expect(geometry.low).toBe(0);
    expect(geometry.dots[0]).toEqual([{ x: 55, y: 5 }]);
  });

  it('draws nothing from nothing', () => {
    expect(plotGeometry([], box)).toBeNull();
    expect(plotGeometry([[], []], box)).toBeNull();
  });
});

const render = async (props: Partial<Parameters<typeof LineChart>[0]> = {}) =>
  renderToStaticMarkup(
    (await LineChart({
      locale: 'en',
      id: 'test-chart',
      title: 'Best offer',
      summary: 'Between 40 and 42 ETH.',
      series: [
        {
          name: 'Harbor',
          points: [
            { at: START, value: 40 },
            { at: START + DAY, value: 42 },
          ],
        },
        { name: 'Swift', points: [{ at: START + DAY, value: 41.5 }] },
      ],
      formatValue: (value) => new Intl.NumberFormat(props.locale ?? 'en').format(value),
      dates: 'day',
      ...props,
    })) ?? <></>,
  ).replace(/<!-- -->/g, '');

describe('LineChart', () => {
  it('renders an SVG named by its title and described by its summary, with a data table', async () => {
    const html = await render();
    expect(html).toContain('<svg');
    expect(html).toMatch(
      /role="img" aria-label="Best offer" aria-describedby="test-chart-summary"/,
    );
    expect(html).toContain('<p id="test-chart-summary"');
    expect(html).toContain('Between 40 and 42 ETH.');
    // Every point in the table: a row per day, a column per series, a dash where none.
    expect(html).toContain('<details');
    expect(html).toContain('Show the figures as a table');
    expect(html).toContain('<th scope="row">Nov 1, 2026</th><td>40</td><td>–</td>');
    expect(html).toContain('<th scope="row">Nov 2, 2026</th><td>42</td><td>41.5</td>');
    // Two series: a legend; no sandbox data: no label.
    expect(html).toContain('Swift');
    expect(html).not.toContain('Simulated');
  });

  it('labels sandbox data, and writes dates and numbers in the page language', async () => {
    const html = await render({
      locale: 'de',
      simulated: true,
      series: [{ name: 'Harbor', points: [{ at: START, value: 1234.5 }] }],
    });
    expect(html).toContain('Simuliert');
    expect(html).toContain('Zahlen als Tabelle anzeigen');
    expect(html).toContain('01.11.2026');
    expect(html).toContain('1.234,5');
  });

  it('renders nothing without a point', async () => {
    expect(await render({ series: [] })).toBe('');
    expect(await render({ series: [{ name: 'Harbor', points: [] }] })).toBe('');
  });
});
