// Shoppers' browsers report errors and Web Vitals (the head script in shared-domain tracking/browserReports.ts); they
// become metrics of this service, served at its /metrics like the platform's. Labels stay few: the page's type, and
// for a file that failed or threw, the remote and version its path names, or the shell.
import { pageTypeFromPath } from '@storefront/shared-domain';
import type { BrowserReportsBody } from '@storefront/shared-domain';
import { Counter, Histogram } from 'prom-client';
import type { Registry } from 'prom-client';

/** `/mf/<area>/<version>/...` for a published version, `/mf/<area>/...` for the package's own build. */
const REMOTE_FILE = /\/mf\/([a-z]+)\/(?:(\d+\.\d+\.\d+[A-Za-z0-9.+-]{0,48})\/)?/;

/** The remote and version a file's URL names; the shell's own files and anything else count as 'shell'. */
export function remoteOfUrl(url: string): { remote: string; version: string } {
  const match = REMOTE_FILE.exec(url);
  return match ? { remote: match[1], version: match[2] ?? '' } : { remote: 'shell', version: '' };
}

export type RecordBrowserReports = (body: BrowserReportsBody) => void;

export function browserReportMetrics(registry: Registry): RecordBrowserReports {
  const problems = new Counter({
    name: 'browser_problems_total',
    help: "Errors in shoppers' browsers: uncaught errors, rejections, chunks and files that failed to load",
    labelNames: ['kind', 'remote', 'version', 'page'],
    registers: [registry],
  });
  const timings = new Histogram({
    name: 'browser_web_vital_seconds',
    help: "Shoppers' Web Vitals that are times (LCP, INP, FCP, TTFB), by page type",
    labelNames: ['name', 'page'],
    buckets: [0.1, 0.2, 0.5, 0.8, 1, 1.8, 2.5, 3, 4, 6, 10],
    registers: [registry],
  });
  const shifts = new Histogram({
    name: 'browser_cumulative_layout_shift',
    help: "Shoppers' Cumulative Layout Shift, by page type",
    labelNames: ['page'],
    buckets: [0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [registry],
  });
  return ({ path, reports }) => {
    const page = pageTypeFromPath(path);
    for (const report of reports) {
      if (report.kind === 'vital') {
        if (report.name === 'CLS') shifts.observe({ page }, report.value);
        else timings.observe({ name: report.name, page }, report.value / 1000);
        continue;
      }
      const { remote, version } = remoteOfUrl('url' in report ? report.url : '');
      problems.inc({ kind: report.kind, remote, version, page });
    }
  };
}
