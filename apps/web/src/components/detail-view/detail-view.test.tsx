import { RESULT_LABELS } from '@hrbd/contract';
import { screen } from '@testing-library/react';
import { Tag } from 'antd';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../test/render-widget';
import { DetailView, type DetailField } from './detail-view';

interface Row {
  userName: string;
  realName: string;
  result: number;
  errorMsg: string | null;
  tags: string[];
  amount: number;
}

const FIELDS: DetailField<Row>[] = [
  { key: 'userName', label: '操作人' },
  { key: 'realName', label: '姓名' },
  { key: 'result', label: '结果', labels: RESULT_LABELS },
  { key: 'errorMsg', label: '错误信息', span: 2 },
  { key: 'tags', label: '标签' },
  { key: 'amount', label: '金额', render: (cents) => <Tag>{(cents / 100).toFixed(2)} 元</Tag> },
];

/** Label → shown value, in order. */
function shown(): Array<[string, string]> {
  return [...document.querySelectorAll('.ant-descriptions-item-label')].map((label) => [label.textContent ?? '', label.nextElementSibling?.textContent ?? '']);
}

describe('labelled detail view', () => {
  it('shows each field under its label, codes through the contract labels, and - for empty values', () => {
    renderWidget(<DetailView fields={FIELDS} record={{ userName: 'admin', realName: '', result: 0, errorMsg: null, tags: ['急招', '双休'], amount: 1999 }} title="操作日志详情" />);
    expect(screen.getByText('操作日志详情')).toBeInTheDocument();
    expect(shown()).toEqual([
      ['操作人', 'admin'],
      ['姓名', '-'],
      ['结果', '失败'],
      ['错误信息', '-'],
      ['标签', '急招、双休'],
      ['金额', '19.99 元'],
    ]);
  });
});
