import { EXPORT_ROW_MAX, type Endpoint, type Labels } from '@hrbd/contract';
import type { ExportHandler, HandlerContext } from '../endpoint.js';
import { badRequest } from '../errors.js';
import { nowText } from '../time.js';
import { xlsxColumns, type ValuesOf } from './columns.js';
import { fileStamp, sendXlsx, sheet } from './xlsx.js';

/** What a list's export reads: the rows its filters match, a batch at a time, and each labelled field's value. */
export interface ExportSource<L extends Labels, R> {
  /** The rows the export would write, asked before the first byte: over EXPORT_ROW_MAX is refused (400). */
  count: () => Promise<number>;
  values: ValuesOf<L, R>;
  /** The rows in the list's order (keysetBatches over the list's own filter). */
  batches: () => AsyncIterable<readonly R[]>;
}

/**
 * The one way a list is exported: the handler builds the list's own filter
 * from the request (the data scope included) and answers where its rows come
 * from; the sheet's columns are the record's labels (list columns first, in
 * the list's order), the file and sheet are named by the endpoint's `export`.
 */
export function listExport<E extends Endpoint, L extends Labels, R>(
  labels: L,
  source: (ctx: HandlerContext<E>) => Promise<ExportSource<L, R>>,
): ExportHandler {
  return {
    labels,
    run: async (ctx, spec) => {
      const { count, values, batches } = await source(ctx as unknown as HandlerContext<E>);
      // Refused before the first byte: afterwards the status is already 200.
      const total = await count();
      if (total > EXPORT_ROW_MAX) throw badRequest(`符合条件的${spec.name}有 ${total} 条，超过单次导出上限 ${EXPORT_ROW_MAX} 条，请缩小筛选范围`);
      const stamp = fileStamp(nowText());
      await sendXlsx(ctx.reply, `${spec.name}_${stamp}.xlsx`, `${spec.asciiName}-${stamp}.xlsx`, [
        sheet({ name: spec.name, columns: xlsxColumns(labels, values), batches }),
      ]);
    },
  };
}
