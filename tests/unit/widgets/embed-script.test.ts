import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SWAP_STATUSES } from '@/lib/swaps/status';
import { WIDGET_EVENT_TYPES, widgetMessage, type WidgetEvent } from '@/lib/widgets/events';

// public/embed.js, the widgets' optional host script, in jsdom: it makes the iframes, believes only
// messages from the widget's origin, from its own iframes, in the widgets' envelope, sizes the
// iframe by `resize` and re-emits each event on the container.

// jsdom (a devDependency, without its types): one fresh host page per test.
interface Dom {
  window: Window & typeof globalThis & { eval: (code: string) => unknown };
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options: object) => Dom;
};

const SCRIPT = readFileSync(path.join(process.cwd(), 'public/embed.js'), 'utf8');
const SITE = 'https://swap.example';

/** A host page at another origin that has run the script (as if loaded from SITE/embed.js). */
async function host(body: string) {
  const dom = new JSDOM(`<!doctype html><body>${body}</body>`, {
    url: 'https://partner.example/shop',
    runScripts: 'outside-only',
  });
  const { window } = dom;
  Object.defineProperty(window.document, 'currentScript', {
    configurable: true,
    get: () => ({ src: `${SITE}/embed.js` }),
  });
  window.eval(SCRIPT);
  // jsdom parses the page first: the script mounts on DOMContentLoaded.
  if (window.document.readyState === 'loading') {
    await new Promise((resolve) => window.document.addEventListener('DOMContentLoaded', resolve));
  }
  const events: { type: string; detail: unknown; target: Element }[] = [];
  for (const type of WIDGET_EVENT_TYPES) {
    window.document.addEventListener(`swapwidget:${type}`, (event: Event) => {
      const custom = event as CustomEvent;
      events.push({ type, detail: custom.detail, target: custom.target as Element });
    });
  }
  const post = (
    iframe: HTMLIFrameElement,
    data: unknown,
    { origin = SITE, source = iframe.contentWindow }: { origin?: string; source?: unknown } = {},
  ) => {
    window.dispatchEvent(
      new window.MessageEvent('message', { data, origin, source: source as Window }),
    );
  };
  return { window, document: window.document, events, post };
}

const frameOf = (document: Document, id: string) =>
  document.querySelector<HTMLIFrameElement>(`#${id} iframe`)!;

describe('embed.js', () => {
  it('makes one iframe per container, with the query, language and defaults', async () => {
    const { document } = await host(`
      <div id="a" data-swap-widget="v1" data-query="from=btc&to=eth&ref=ab12cd34ef56" data-lang="de"></div>
      <div id="b" data-swap-widget="v2" data-query="?amount=1" data-title="Tauschen" data-height="500"></div>
      <div id="c" data-swap-widget="v9"></div>`);
    const a = frameOf(document, 'a');
    expect(a.src).toBe(`${SITE}/widget?from=btc&to=eth&ref=ab12cd34ef56&lang=de`);
    expect(a.title).toBe('Crypto exchange widget');
    expect(a.getAttribute('allow')).toBe('clipboard-write');
    expect(a.getAttribute('loading')).toBe('lazy');
    expect(a.style.width).toBe('100%');
    expect(a.style.border).toMatch(/^0(px)?/);
    expect(a.style.height).toBe('380px');
    const b = frameOf(document, 'b');
    expect(b.src).toBe(`${SITE}/v2/widget?amount=1`);
    expect(b.title).toBe('Tauschen');
    expect(b.style.height).toBe('500px');
    // An unknown version is the compact widget.
    expect(frameOf(document, 'c').src).toBe(`${SITE}/widget`);
    expect(document.querySelectorAll('iframe')).toHaveLength(3);
  });

  it('mounts a container added later, once', async () => {
    const { window, document } = await host('<main></main>');
    const late = document.createElement('section');
    late.innerHTML = '<div id="late" data-swap-widget="v1" data-query="from=ltc"></div>';
    document.querySelector('main')!.append(late);
    await new Promise((resolve) => window.setTimeout(resolve, 0));
    expect(frameOf(document, 'late').src).toBe(`${SITE}/widget?from=ltc`);
    // Moving it is no new container.
    document.body.append(document.querySelector('#late')!);
    await new Promise((resolve) => window.setTimeout(resolve, 0));
    expect(document.querySelectorAll('#late iframe')).toHaveLength(1);
  });

  it('sizes the iframe by resize and re-emits every event on its container', async () => {
    const { document, events, post } = await host('<div id="a" data-swap-widget="v1"></div>');
    const iframe = frameOf(document, 'a');
    post(iframe, widgetMessage({ type: 'resize', height: 412.3 }));
    expect(iframe.style.height).toBe('413px');
    const all: WidgetEvent[] = [
      { type: 'ready', widget: 'v1', lang: 'en', ignored: [] },
      {
        type: 'quote',
        from: 'btc',
        to: 'eth',
        amountFrom: '0.1',
        amountTo: '3.2',
        rateType: 'floating',
        provider: 'X',
        simulated: true,
      },
      { type: 'swap_created', swapId: 'S1', from: 'btc', to: 'eth', amountFrom: '0.1' },
      ...SWAP_STATUSES.map((status) => ({ type: 'status_changed' as const, swapId: 'S1', status })),
      { type: 'finished', swapId: 'S1', status: 'finished' },
      { type: 'error', code: 'offers_unavailable', message: 'x' },
    ];
    for (const event of all) post(iframe, widgetMessage(event));
    expect(events.map((event) => event.type)).toEqual([
      'resize',
      ...all.map((event) => event.type),
    ]);
    expect(events.every((event) => event.target.id === 'a')).toBe(true);
    expect(events[1]!.detail).toEqual(all[0]);
  });

  it('ignores messages from another origin, another window or outside the envelope', async () => {
    const { window, document, events, post } = await host(
      '<div id="a" data-swap-widget="v1"></div><iframe id="other"></iframe>',
    );
    const iframe = frameOf(document, 'a');
    const resize = widgetMessage({ type: 'resize', height: 900 });
    post(iframe, resize, { origin: 'https://evil.example' });
    post(iframe, resize, {
      source: document.querySelector<HTMLIFrameElement>('#other')!.contentWindow,
    });
    post(iframe, resize, { source: window });
    post(iframe, resize, { source: null });
    post(iframe, { ...resize, source: 'widget-light' });
    post(iframe, { ...resize, version: 2 });
    post(iframe, { source: 'swap-widget', version: 1, event: { type: 'navigate', to: 'x' } });
    post(iframe, widgetMessage({ type: 'status_changed', swapId: 'S', status: 'hacked' as never }));
    post(iframe, widgetMessage({ type: 'resize', height: -5 }));
    post(iframe, 'resize:900');
    expect(iframe.style.height).toBe('380px');
    expect(events).toEqual([]);
    // A huge height is capped.
    post(iframe, widgetMessage({ type: 'resize', height: 1e9 }));
    expect(iframe.style.height).toBe('10000px');
  });

  it('stands alone: no import, no module syntax, and a few KB', () => {
    expect(SCRIPT).not.toMatch(/^\s*(import|export)\s/m);
    expect(SCRIPT).not.toMatch(/\brequire\(/);
    expect(Buffer.byteLength(SCRIPT)).toBeLessThan(6 * 1024);
    // Its copy of the envelope's checks names the same event types and statuses.
    for (const name of [...WIDGET_EVENT_TYPES, ...SWAP_STATUSES])
      expect(SCRIPT).toContain(`'${name}'`);
  });
});
