import type { QueueSummary } from './queue';

/** The upload panel's headline: its catalogue entry (uploads namespace) and the counts it names. */
export interface PanelTitle {
  key: 'title_active' | 'title_idle' | 'title_active_failed' | 'title_idle_failed';
  counts: { done: number; failed: number; total: number };
}

/**
 * A failed row has settled but is not done: counting it among the done told a
 * parent "3 of 3 done" while one photo never reached the album. Done is what
 * uploaded; the failed are counted apart, and named only when there are some.
 */
export function panelTitle(summary: Pick<QueueSummary, 'total' | 'uploaded' | 'failed' | 'active'>): PanelTitle {
  const counts = { done: summary.uploaded, failed: summary.failed, total: summary.total };
  const state = summary.active ? 'active' : 'idle';
  return { key: summary.failed > 0 ? `title_${state}_failed` : `title_${state}`, counts };
}
