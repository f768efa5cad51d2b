import { createServer, type Server } from 'node:http';

// A partner's page on another origin, for the widget specs (e2e/widget-v2.spec.ts): it frames
// the widget URL it is given, sizes the frame on each `resize` event after checking the sender's
// origin, and keeps every widget message it received in `window.__widgetEvents`, as
// docs/widgets.md's example listener does. Served on all interfaces, so the same page is
// http://localhost:<port> (an origin a partner may list) and http://127.0.0.1:<port> (another
// site).

export interface WidgetHost {
  /** The page that frames `src`, at the given host name (localhost or 127.0.0.1). */
  url(hostname: 'localhost' | '127.0.0.1', src: string, width?: string): string;
  close(): Promise<void>;
}

const page = (src: string, width: string, widgetOrigin: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Partner page</title>
<style>body { margin: 0; padding: 16px; font-family: sans-serif; background: #eee; }
iframe { display: block; border: 0; width: ${width}; max-width: 100%; height: 480px; }</style>
</head>
<body>
<h1>A partner's page</h1>
<iframe id="widget" title="Swap widget" src="${src.replace(/"/g, '&quot;')}"
  allow="clipboard-write"></iframe>
<script>
window.__widgetEvents = [];
window.addEventListener('message', function (event) {
  if (event.origin !== ${JSON.stringify(widgetOrigin)}) return;
  var data = event.data;
  if (!data || data.source !== 'swap-widget' || data.version !== 1) return;
  window.__widgetEvents.push(data.event);
  if (data.event.type === 'resize') {
    document.getElementById('widget').style.height = data.event.height + 'px';
  }
});
</script>
</body>
</html>`;

export async function startWidgetHost(port: number, widgetOrigin: string): Promise<WidgetHost> {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host');
    const src = url.searchParams.get('src');
    if (url.pathname !== '/' || !src) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page(src, url.searchParams.get('width') ?? '100%', widgetOrigin));
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return {
    url(hostname, src, width = '100%') {
      const query = new URLSearchParams({ src, width });
      return `http://${hostname}:${port}/?${query}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
