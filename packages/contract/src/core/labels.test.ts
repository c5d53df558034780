import { describe, expect, it } from 'vitest';
import { allEndpoints, APPLY_LABELS, exportHeaders, flattenResourceTree, listFields, RESOURCE_TREE } from '../index.js';
import { defineLabels, field } from './labels.js';

describe('record labels', () => {
  it('lists the fields not secondary in order, and exports them first, then the secondary ones', () => {
    const labels = defineLabels({
      name: field.person('姓名'),
      note: field.text('备注', { secondary: true }),
      state: field.state('状态'),
      time: field.time('时间'),
    });
    expect(listFields(labels)).toEqual(['name', 'state', 'time']);
    expect(exportHeaders(labels)).toEqual(['姓名', '状态', '时间', '备注']);
  });

  it('writes 身份证号 once for every list of applicants', () => {
    expect(APPLY_LABELS.idCard.label).toBe('身份证号');
    expect(APPLY_LABELS.idCard.kind).toBe('code');
  });

  it('guards every declared export with a 导出 button of the resource tree, and names every header once', () => {
    const buttons = new Map(flattenResourceTree(RESOURCE_TREE).map((r) => [r.code, r]));
    const exports = allEndpoints.filter((e) => e.export);
    expect(exports.length).toBeGreaterThanOrEqual(7);
    for (const endpoint of exports) {
      const spec = endpoint.export!;
      expect(buttons.get(spec.permission)?.name, endpoint.key).toBe('导出');
      const headers = exportHeaders(spec.labels);
      expect(new Set(headers).size, endpoint.key).toBe(headers.length);
    }
  });
});
