import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importWithEnv } from '../../helpers/env';

// POST /api/csp-report: what browsers send when the CSP blocks something, logged at warn.
const legacy = {
  'csp-report': {
    'document-uri': 'https://swaplens.example/swap?swap=SECRET123#x',
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "script-src 'nonce-1' 'strict-dynamic'; report-uri /api/csp-report",
    disposition: 'enforce',
    'blocked-uri': 'inline',
    'line-number': 12,
    'source-file': 'https://swaplens.example/swap?swap=SECRET123',
    'status-code': 200,
    'script-sample': '',
  },
};
const reportingApi = [
  {
    type: 'csp-violation',
    age: 10,
    url: 'https://swaplens.example/fr/?token=abc',
    user_agent: 'Chrome',
    body: {
      documentURL: 'https://swaplens.example/fr/?token=abc',
      blockedURL: 'https://evil.example/x.js?k=v',
      effectiveDirective: 'script-src-elem',
      disposition: 'enforce',
      statusCode: 200,
    },
  },
];

let lines: string[];
let ip: string;
let next = 0;
beforeEach(() => {
  // Each test counts against an address of its own (the limiter lives as long as the process).
  next += 1;
  ip = `203.0.113.${next}`;
  lines = [];
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

async function post(body: string, type: string, from = ip) {
  const { POST } = await importWithEnv(
    { LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    () => import('@/app/api/csp-report/route'),
  );
  const request = new Request('http://localhost:3000/api/csp-report', {
    method: 'POST',
    headers: { 'content-type': type, 'x-client-ip': from },
    body,
  });
  return POST(request, undefined);
}

const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('POST /api/csp-report', () => {
  it('logs a report-uri report with its directive, blocked URI and path, without queries', async () => {
    const response = await post(JSON.stringify(legacy), 'application/csp-report');
    expect(response.status).toBe(204);
    expect(logged()).toEqual([
      expect.objectContaining({
        level: 'warn',
        msg: 'csp: violation reported',
        documentPath: '/swap',
        blockedUri: 'inline',
        directive: 'script-src-elem',
        sourceFile: 'https://swaplens.example/swap',
        line: 12,
        disposition: 'enforce',
      }),
    ]);
    expect(lines.join('')).not.toContain('SECRET123');
  });

  it('logs Reporting API batches (application/reports+json)', async () => {
    const response = await post(JSON.stringify(reportingApi), 'application/reports+json');
    expect(response.status).toBe(204);
    expect(logged()).toEqual([
      expect.objectContaining({
        documentPath: '/fr/',
        blockedUri: 'https://evil.example/x.js',
        directive: 'script-src-elem',
      }),
    ]);
  });

  it.for([
    ['not JSON', '{"csp-report":', 'application/csp-report', 400],
    ['another shape', '{"hello":"world"}', 'application/csp-report', 400],
    ['an empty batch', '[]', 'application/reports+json', 400],
    ['another media type', JSON.stringify(legacy), 'text/plain', 415],
    ['a body over 8 KiB', JSON.stringify({ x: 'a'.repeat(9000) }), 'application/csp-report', 413],
  ] as const)('answers %s with a 4xx and logs nothing', async ([, body, type, status]) => {
    const response = await post(body, type);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({
      error: expect.objectContaining({ code: expect.any(String) }),
    });
    expect(lines).toEqual([]);
  });

  it('limits reports per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push((await post(JSON.stringify(legacy), 'application/csp-report')).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 204)).toBe(true);
    expect(statuses[30]).toBe(429);
    const other = await post(JSON.stringify(legacy), 'application/csp-report', '198.51.100.1');
    expect(other.status).toBe(204);
  });
});
