import {
  HOT_EVENT_CHANNEL_LABELS,
  HOT_EVENT_EXPORT_MAX,
  HOT_EVENT_SUBMITTER_LABELS,
  HOT_EVENT_TYPE_LABELS,
  HOT_EVENT_VALUE_MACHINE,
  maskContactPhone,
} from '@hrbd/contract';
import type { FastifyReply } from 'fastify';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { badRequest } from '../../../platform/errors.js';
import { keysetBatches } from '../../../platform/export/batches.js';
import { fileStamp, sendXlsx, sheet, type XlsxColumn } from '../../../platform/export/xlsx.js';
import { nowText } from '../../../platform/time.js';
import * as repo from './hot-event.repository.js';
import { regionNamer, valueFilterOf, type ValueFilterInput } from './hot-event.service.js';

const labelOf = (labels: Readonly<Record<number, string>>, value: number) => labels[value] ?? String(value);

function valueBatches(deps: AppDeps, filter: repo.ValueFilter): AsyncGenerator<repo.ValueRow[]> {
  return keysetBatches<repo.ValueRow, repo.ValueCursor>(
    (after, limit) => repo.exportBatch(deps.db, filter, after, limit),
    (last) => ({ submitTime: last.submitTime, id: Number(last.id) }),
  );
}

/**
 * exportHotEventsValues: the data list as filtered (the tab included), newest
 * first, phones masked as on screen. An unknown event or too many rows is
 * refused before the first byte, while the status can still say so.
 */
export async function exportValues(deps: AppDeps, actor: Actor, reply: FastifyReply, input: ValueFilterInput): Promise<void> {
  const filter = await valueFilterOf(deps.db, actor.scope, input);
  const total = await repo.countValues(deps.db, filter);
  if (total > HOT_EVENT_EXPORT_MAX) throw badRequest(`符合条件的事件数据有 ${total} 条，超过单次导出上限 ${HOT_EVENT_EXPORT_MAX} 条，请缩小筛选范围`);
  const regionName = await regionNamer(deps.db);
  const columns: Array<XlsxColumn<repo.ValueRow>> = [
    { header: '数据编号', width: 36, value: (r) => r.valueCode },
    { header: '所属事件', width: 36, value: (r) => r.eventTitle },
    { header: '事件类别', width: 14, value: (r) => labelOf(HOT_EVENT_TYPE_LABELS, r.eventType) },
    { header: '提交主体', width: 10, value: (r) => labelOf(HOT_EVENT_SUBMITTER_LABELS, r.submitterType) },
    { header: '姓名/企业名称', width: 30, value: (r) => r.submitterName },
    { header: '联系电话', width: 16, value: (r) => maskContactPhone(r.phone) },
    { header: '所在区域', width: 24, value: (r) => regionName(r.countyCode) },
    { header: '来源渠道', width: 12, value: (r) => labelOf(HOT_EVENT_CHANNEL_LABELS, r.channel) },
    { header: '内容', width: 60, value: (r) => r.content },
    { header: '提交时间', width: 20, value: (r) => r.submitTime },
    { header: '处理状态', width: 10, value: (r) => HOT_EVENT_VALUE_MACHINE.label(r.handleState) },
    { header: '处理人', width: 12, value: (r) => r.handlerName },
    { header: '处理时间', width: 20, value: (r) => r.handleTime ?? '' },
    { header: '处理说明', width: 40, value: (r) => r.handleNote },
  ];
  const now = nowText();
  await sendXlsx(reply, `热点事件数据_${fileStamp(now)}.xlsx`, `hot-event-values-${fileStamp(now)}.xlsx`, [
    sheet({ name: '热点事件数据', columns, batches: () => valueBatches(deps, filter) }),
  ]);
}
