// Content-Security-Policy violation reports (the policy's `report-uri /__csp-report`): bounded in
// size and count, kept without query strings or fragments (they can carry tokens and personal
// data), logged, and never served over HTTP. The e2e harness reads them from CSP_REPORT_FILE.
import { appendFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { mediaType, type Respond, readSmallBody } from '@shop/release/service';

export const MAX_CSP_REPORT_BYTES = 8 * 1024;
export const MAX_CSP_REPORTS = 100;
/** The report file stops growing here (a page in a violation loop must not fill the disk). */
const MAX_REPORT_FILE_BYTES = 1024 * 1024;
const REPORT_TYPES = new Set(['application/csp-report', 'application/reports+json', 'application/json']);

/** A report with every URL cut before its query string or fragment; null when it is not JSON. */
export function cleanCspReport(text: string): unknown {
  const strip = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replace(/^([a-z][a-z0-9+.-]*:[^?#\s]*)[?#].*$/is, '$1');
    if (Array.isArray(value)) return value.map(strip);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, strip(item)]));
    }
    return value;
  };
  try {
    return strip(JSON.parse(text));
  } catch {
    return null;
  }
}

function fileSize(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

/** The POST /__csp-report handler: `respond(status, text)` responds; `reports` keeps the last ones. */
export function createCspReportSink({ reportFile, respond }: { reportFile?: string | undefined; respond: Respond }) {
  const reports: unknown[] = [];
  function receive(req: IncomingMessage, res: ServerResponse) {
    if (!REPORT_TYPES.has(mediaType(req))) return respond(res, 415, 'unsupported report type');
    readSmallBody(req, res, { maxBytes: MAX_CSP_REPORT_BYTES, tooLarge: 'report too large', respond }, (text) => {
      const report = cleanCspReport(text);
      if (report === null) return respond(res, 400, 'not a report');
      if (reports.length >= MAX_CSP_REPORTS) reports.shift();
      reports.push(report);
      const line = JSON.stringify(report);
      console.error('[csp] violation', line.slice(0, 500));
      if (reportFile && fileSize(reportFile) < MAX_REPORT_FILE_BYTES) appendFileSync(reportFile, `${line}\n`);
      respond(res, 204, '');
    });
  }
  return { receive, reports };
}
