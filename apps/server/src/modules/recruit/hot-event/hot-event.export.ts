import {
  HOT_EVENT_CHANNEL_LABELS,
  HOT_EVENT_EXPORT_MAX,
  HOT_EVENT_SUBMITTER_LABELS,
  HOT_EVENT_TYPE_LABELS,
  HOT_EVENT_VALUE_LABELS,
  HOT_EVENT_VALUE_MACHINE,
  maskContactPhone,
  type hotEventValueApi,
} from '@hrbd/contract';
import type { AppDeps } from '../../../platform/context.js';
import { badRequest } from '../../../platform/errors.js';
import { keysetBatches } from '../../../platform/export/batches.js';
import { listExport } from '../../../platform/export/list-export.js';
import * as repo from './hot-event.repository.js';
import { regionNamer, valueFilterOf } from './hot-event.service.js';

const labelOf = (labels: Readonly<Record<number, string>>, value: number) => labels[value] ?? String(value);

function valueBatches(deps: AppDeps, filter: repo.ValueFilter): AsyncGenerator<repo.ValueRow[]> {
  return keysetBatches<repo.ValueRow, repo.ValueCursor>(
    deps.db,
    (after, limit) => repo.exportBatch(deps.db, filter, after, limit),
    (last) => ({ submitTime: last.submitTime, id: Number(last.id) }),
  );
}

/**
 * exportHotEventsValues: the data list as filtered (the tab included), newest
 * first, phones masked as on screen, its columns the items' labels. An unknown
 * event or too many rows is refused before the first byte, while the status
 * can still say so (this area's cap and words, asked in the count step).
 */
export const exportValues = listExport<typeof hotEventValueApi.exportHotEventsValues, typeof HOT_EVENT_VALUE_LABELS, repo.ValueRow>(
  HOT_EVENT_VALUE_LABELS,
  async ({ deps, actor, body }) => {
    const filter = await valueFilterOf(deps.db, actor.scope, body);
    const regionName = await regionNamer(deps.db);
    return {
      count: async () => {
        const total = await repo.countValues(deps.db, filter);
        if (total > HOT_EVENT_EXPORT_MAX) throw badRequest(`符合条件的事件数据有 ${total} 条，超过单次导出上限 ${HOT_EVENT_EXPORT_MAX} 条，请缩小筛选范围`);
        return total;
      },
      values: {
        valueCode: (r) => r.valueCode,
        eventTitle: (r) => r.eventTitle,
        eventType: (r) => labelOf(HOT_EVENT_TYPE_LABELS, r.eventType),
        submitterType: (r) => labelOf(HOT_EVENT_SUBMITTER_LABELS, r.submitterType),
        submitterName: (r) => r.submitterName,
        phone: (r) => maskContactPhone(r.phone),
        regionName: (r) => regionName(r.countyCode),
        channel: (r) => labelOf(HOT_EVENT_CHANNEL_LABELS, r.channel),
        content: (r) => r.content,
        submitTime: (r) => r.submitTime,
        handleState: (r) => HOT_EVENT_VALUE_MACHINE.label(r.handleState),
        handlerName: (r) => r.handlerName,
        handleTime: (r) => r.handleTime ?? '',
        handleNote: (r) => r.handleNote,
      },
      batches: () => valueBatches(deps, filter),
    };
  },
);
