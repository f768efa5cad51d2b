import 'server-only';
import { z } from 'zod';

// Content-Security-Policy violation reports, as browsers send them to the policy's report-uri
// (application/csp-report) or through the Reporting API (application/reports+json). They are
// only logged: a blocked script on our own pages means an injection attempt or a tag that lost
// its nonce (docs/operations.md).

export const CSP_REPORT_MEDIA_TYPES = [
  'application/csp-report',
  'application/reports+json',
  'application/json',
] as const;

const text = z.string().max(4096).optional();
const line = z.number().int().nonnegative().optional();

const legacyReport = z
  .object({
    'csp-report': z.object({
      'document-uri': text,
      'blocked-uri': text,
      'effective-directive': text,
      'violated-directive': text,
      'source-file': text,
      'line-number': line,
      disposition: text,
    }),
  })
  .transform(({ 'csp-report': r }) => [
    {
      document: r['document-uri'],
      blocked: r['blocked-uri'],
      directive: r['effective-directive'] ?? r['violated-directive'],
      source: r['source-file'],
      line: r['line-number'],
      disposition: r.disposition,
    },
  ]);

const reportingApiReports = z
  .array(
    z.object({
      type: z.literal('csp-violation'),
      url: text,
      body: z.object({
        documentURL: text,
        blockedURL: text,
        effectiveDirective: text,
        sourceFile: text,
        lineNumber: line,
        disposition: text,
      }),
    }),
  )
  .min(1)
  .max(20)
  .transform((reports) =>
    reports.map(({ url, body }) => ({
      document: body.documentURL ?? url,
      blocked: body.blockedURL,
      directive: body.effectiveDirective,
      source: body.sourceFile,
      line: body.lineNumber,
      disposition: body.disposition,
    })),
  );

export const cspReportSchema = z.union([legacyReport, reportingApiReports]);

/** What the log keeps of one violation. */
export interface CspViolation {
  documentPath: string;
  blockedUri: string;
  directive: string;
  sourceFile?: string;
  line?: number;
  disposition: string;
}

const KEYWORD = /^[a-z][a-z0-9-]{0,40}$/;

/**
 * A URL without its query and fragment (they can hold swap IDs or tokens); keywords such as
 * `inline` or `eval` as they are; anything else as "(other)".
 */
function withoutQuery(value: string | undefined, pathOnly: boolean): string {
  if (!value) return '(none)';
  if (KEYWORD.test(value)) return value;
  try {
    const url = new URL(value);
    const where = pathOnly ? url.pathname : `${url.origin}${url.pathname}`;
    return where.slice(0, 300);
  } catch {
    return '(other)';
  }
}

export function summariseViolations(reports: z.output<typeof cspReportSchema>): CspViolation[] {
  return reports.map((report) => {
    const directive = report.directive?.trim().split(/\s+/)[0] ?? '';
    return {
      documentPath: withoutQuery(report.document, true),
      blockedUri: withoutQuery(report.blocked, false),
      directive: KEYWORD.test(directive) ? directive : '(unknown)',
      ...(report.source ? { sourceFile: withoutQuery(report.source, false) } : {}),
      ...(report.line !== undefined ? { line: report.line } : {}),
      disposition: report.disposition === 'report' ? 'report' : 'enforce',
    };
  });
}
