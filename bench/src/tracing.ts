// Chromium's tracing over CDP, for the bench's trace readers (trace.ts, first-layout.ts): the
// events recorded while `during` runs, in the trace's own shape.
import type { CDPSession } from '@playwright/test';

/** One trace event, the fields the readers use. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: Record<string, unknown> & { url?: string; documentLoaderURL?: string } };
}

/** Traces `categories` while `during` runs; returns every event once the trace has ended. */
export async function recordTrace(
  cdp: CDPSession,
  categories: string[],
  during: () => Promise<unknown>,
): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const collect = ({ value }: { value: object[] }) => events.push(...(value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  try {
    await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: categories } });
    await during();
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await done;
    return events;
  } finally {
    cdp.off('Tracing.dataCollected', collect);
  }
}
