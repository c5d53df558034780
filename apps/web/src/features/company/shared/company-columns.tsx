import { COMPANY_SCALE_LABELS, COMPANY_SOURCE_LABELS, COMPANY_SOURCES, type CompanyRecord } from '@hrbd/contract';
import { labelOptions } from '../../../components/label-tag';
import type { ListColumn } from '../../../components/list-page';
import { orDash } from '../../../lib/format';
import { CodeCascader } from '../../../components/code-cascader';
import type { CodeOption } from '../../../lib/reference-data';
import { RegionCascader } from '../../../components/region-cascader';

/**
 * Company columns the approval queue and the register share, each with its
 * filter: a company reads the same wherever it is listed.
 */
type Company = Pick<CompanyRecord, 'cmpyScale' | 'source'>;

const SCALES = Object.keys(COMPANY_SCALE_LABELS).map(Number);

export function industryColumn<R>(options: CodeOption[]): ListColumn<R> {
  return {
    title: '所属行业',
    dataIndex: 'industryName',
    width: 200,
    filter: { kind: 'custom', name: 'industryCode', label: '所属行业', render: () => <CodeCascader options={options} placeholder="请选择所属行业" /> },
  };
}

export function countyColumn<R extends { countyName: string }>(render?: (company: R) => string): ListColumn<R> {
  return {
    title: '所在区县',
    dataIndex: 'countyName',
    width: 130,
    filter: { kind: 'custom', name: 'countyCode', label: '所在区县', render: () => <RegionCascader /> },
    render: render && ((_: string, company: R) => render(company)),
  };
}

export function scaleColumn<R extends Company>(filtered: boolean): ListColumn<R> {
  return {
    title: '企业规模',
    dataIndex: 'cmpyScale',
    width: 110,
    filter: filtered ? { kind: 'select', name: 'cmpyScale', label: '企业规模', options: labelOptions(COMPANY_SCALE_LABELS, SCALES) } : undefined,
    render: (scale: number) => orDash(COMPANY_SCALE_LABELS[scale]),
  };
}

export function sourceColumn<R extends Company>(filtered: boolean): ListColumn<R> {
  return {
    title: '来源',
    dataIndex: 'source',
    width: 100,
    filter: filtered
      ? { kind: 'select', name: 'source', label: '来源', options: labelOptions(COMPANY_SOURCE_LABELS, [COMPANY_SOURCES.company, COMPANY_SOURCES.platform]) }
      : undefined,
    render: (source: string) => orDash(COMPANY_SOURCE_LABELS[source as keyof typeof COMPANY_SOURCE_LABELS]),
  };
}
