import type { Database } from '../../db/database';
import type { FieldEvent } from './field-schema';
import { bucketOf } from './histogram';
import { type CountRow, type FieldKey, type VitalRow, fieldRepository } from './repository';

/** Sums a batch into one row per aggregate key (an upsert may not touch the same row twice in one statement). */
function sumInto<T extends { count: number }>(rows: Map<string, T>, key: string, row: Omit<T, 'count'>): void {
  const existing = rows.get(key);
  if (existing) existing.count += 1;
  else rows.set(key, { ...row, count: 1 } as T);
}

/**
 * Adds a validated batch to the current minute's aggregates: views, errors and fallbacks as counts, each vital
 * as one count in its histogram bucket. The events themselves are not kept.
 */
export async function recordFieldEvents(db: Database, events: readonly FieldEvent[]): Promise<void> {
  const counts = new Map<string, CountRow>();
  const vitals = new Map<string, VitalRow>();
  for (const event of events) {
    const key: FieldKey = {
      storefront: event.storefront,
      area: event.area,
      version: event.version,
      side: event.side,
    };
    const keyText = `${key.storefront}|${key.area}|${key.version}|${key.side}`;
    switch (event.kind) {
      case 'view':
        sumInto(counts, `${keyText}|view`, { ...key, kind: 'view', detail: '' });
        break;
      case 'error':
        sumInto(counts, `${keyText}|error|${event.source}`, { ...key, kind: 'error', detail: event.source });
        break;
      case 'fallback': {
        const detail = `${event.where}:${event.reason}`;
        sumInto(counts, `${keyText}|fallback|${detail}`, { ...key, kind: 'fallback', detail });
        break;
      }
      case 'vital': {
        const bucket = bucketOf(event.name, event.value);
        sumInto(vitals, `${keyText}|${event.name}|${bucket}`, { ...key, metric: event.name, bucket });
        break;
      }
    }
  }
  await db.transaction(async (tx) => {
    await fieldRepository.addCounts(tx, [...counts.values()]);
    await fieldRepository.addVitals(tx, [...vitals.values()]);
  });
}
