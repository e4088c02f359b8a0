import { TARGETS } from './config';
import type { InpSummary } from './interactions';
import type { Load } from './measure';

// Medians per page and build, MF ÷ monolith ratios, bytes per remote and the issue's targets.

const KiB = 1024;

const METRICS: { key: keyof Load; label: string; unit: 'KiB' | 'ms' | 'n' }[] = [
  { key: 'jsRawBytes', label: 'JS raw', unit: 'KiB' },
  { key: 'jsGzipBytes', label: 'JS gzip', unit: 'KiB' },
  { key: 'jsEncodedBytes', label: 'JS as sent (br)', unit: 'KiB' },
  { key: 'jsGzipBeforeFcp', label: 'JS gzip before FCP', unit: 'KiB' },
  { key: 'jsGzipBeforeLcp', label: 'JS gzip before LCP', unit: 'KiB' },
  { key: 'requests', label: 'requests', unit: 'n' },
  { key: 'jsRequests', label: 'JS requests', unit: 'n' },
  { key: 'fcpMs', label: 'FCP (4x CPU)', unit: 'ms' },
  { key: 'lcpMs', label: 'LCP (4x CPU)', unit: 'ms' },
  { key: 'tbtMs', label: 'TBT (4x CPU)', unit: 'ms' },
  { key: 'routeChangeMs', label: 'route change', unit: 'ms' },
];

export function median(values: number[]): number | null {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

type Row = { mf: number | null; monolith: number | null; ratio: number | null };
export type Summary = {
  pages: Record<string, Record<string, Row>>;
  /** MF only: median gzip KiB of JS per URL folder (shell, mf-catalog, …). */
  bytesPerRemote: Record<string, Record<string, number>>;
  routeChangeTargets: Record<string, string>;
  targets: { name: string; value: number | null; limit: number; met: boolean }[];
};

const scale = (unit: string, v: number | null) => (v === null ? null : unit === 'KiB' ? v / KiB : v);

export function summarise(
  loads: Load[],
  pages: { id: string; next: { href: string } }[],
  inp: InpSummary = {},
): Summary {
  const out: Summary = { pages: {}, bytesPerRemote: {}, routeChangeTargets: {}, targets: [] };
  for (const page of pages) {
    const of = (variant: Load['variant']) => loads.filter((l) => l.page === page.id && l.variant === variant);
    const rows: Record<string, Row> = {};
    for (const m of METRICS) {
      const pick = (variant: Load['variant']) =>
        scale(m.unit, median(of(variant).map((l) => (l[m.key] as number | null) ?? Number.NaN)));
      const mf = pick('mf');
      const monolith = pick('monolith');
      rows[m.label] = { mf, monolith, ratio: mf !== null && monolith ? mf / monolith : null };
    }
    out.pages[page.id] = rows;
    out.routeChangeTargets[page.id] = page.next.href;
    const folders = new Set(of('mf').flatMap((l) => Object.keys(l.jsGzipByFolder)));
    out.bytesPerRemote[page.id] = Object.fromEntries(
      [...folders].sort().map((f) => [f, (median(of('mf').map((l) => l.jsGzipByFolder[f] ?? 0)) ?? 0) / KiB]),
    );
  }
  const home = out.pages.home;
  const routeChanges = Object.values(out.pages).map((p) => p['route change']?.mf ?? Number.POSITIVE_INFINITY);
  const target = (name: string, value: number | null | undefined, limit: number) =>
    out.targets.push({
      name,
      value: value ?? null,
      limit,
      met: value !== null && value !== undefined && value <= limit,
    });
  target('home JS gzip MF÷monolith', home?.['JS gzip']?.ratio, TARGETS.homeJsGzipRatio);
  for (const page of ['home', 'details'])
    target(`${page} TBT MF÷monolith`, out.pages[page]?.['TBT (4x CPU)']?.ratio, TARGETS.tbtRatio);
  target('home LCP MF÷monolith', home?.['LCP (4x CPU)']?.ratio, TARGETS.homeLcpRatio);
  target('home LCP MF (ms)', home?.['LCP (4x CPU)']?.mf, TARGETS.homeLcpMs);
  // The first paint is index.html's header bar, painted without JavaScript (e2e shell.spec): this
  // counts the scripts that arrived before it anyway. "before LCP" (the content) is in the table.
  target(
    'home JS gzip before the first paint (FCP), MF (KiB)',
    home?.['JS gzip before FCP']?.mf,
    TARGETS.jsBeforePaintKiB,
  );
  target('slowest route change into an unvisited remote, MF (ms)', Math.max(...routeChanges), TARGETS.routeChangeMs);
  for (const [id, row] of Object.entries(inp)) target(`INP ${id}, MF (ms)`, row.mf ?? row.payments, TARGETS.inpMs);
  return out;
}

const fmt = (v: number | null, digits = 1) => (v === null ? '—' : v.toFixed(digits));
const pad = (s: string, n: number) => s.padEnd(n);
const lpad = (s: string, n: number) => s.padStart(n);

export function printSummary(s: Summary): void {
  const lines: string[] = [];
  lines.push(`${pad('page', 9)}${pad('metric', 34)}${lpad('MF', 10)}${lpad('monolith', 10)}${lpad('MF÷mono', 9)}`);
  for (const [page, rows] of Object.entries(s.pages)) {
    for (const [label, row] of Object.entries(rows)) {
      const unit = METRICS.find((m) => m.label === label)?.unit;
      const d = unit === 'n' ? 0 : unit === 'ms' ? 0 : 1;
      const shown =
        label === 'route change'
          ? `${label} → ${s.routeChangeTargets[page]}`
          : `${label}${unit === 'KiB' ? ' KiB' : unit === 'ms' ? ' ms' : ''}`;
      lines.push(
        `${pad(page, 9)}${pad(shown, 34)}${lpad(fmt(row.mf, d), 10)}${lpad(fmt(row.monolith, d), 10)}${lpad(fmt(row.ratio, 2), 9)}`,
      );
    }
  }
  lines.push('', 'MF JS gzip KiB per URL folder (median):');
  for (const [page, folders] of Object.entries(s.bytesPerRemote)) {
    lines.push(
      `  ${pad(page, 9)}${Object.entries(folders)
        .map(([f, v]) => `${f} ${v.toFixed(1)}`)
        .join('  ')}`,
    );
  }
  lines.push('', 'Targets:');
  for (const t of s.targets)
    lines.push(`  ${t.met ? 'met    ' : 'NOT MET'} ${pad(t.name, 56)} ${fmt(t.value, 2)} (≤ ${t.limit})`);
  console.log(lines.join('\n'));
}

export function printInp(inp: InpSummary): void {
  if (Object.keys(inp).length === 0) return;
  const lines = [
    '',
    `${pad('INP at 4x CPU, median ms', 43)}${lpad('MF', 10)}${lpad('monolith', 10)}${lpad('MF÷mono', 9)}`,
  ];
  for (const [id, row] of Object.entries(inp)) {
    const mf = row.mf ?? row.payments;
    const ratio = row.mf !== null && row.monolith ? row.mf / row.monolith : null;
    lines.push(`${pad(id, 43)}${lpad(fmt(mf, 0), 10)}${lpad(fmt(row.monolith, 0), 10)}${lpad(fmt(ratio, 2), 9)}`);
  }
  console.log(lines.join('\n'));
}
