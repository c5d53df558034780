import { applyInfoApi, auditLogApi, companyApi, jobApi, outsourceApi, userApi, type Endpoint } from '@hrbd/contract';
import { describe, expect, it } from 'vitest';
import { defaultTitles, exportBesideList, type ListColumn } from '../components/list-page';
import { applyColumns } from '../features/recruit/apply-info/columns';
import { jobColumns } from '../features/recruit/job/columns';
import { outsourceColumns } from '../features/recruit/outsource/columns';
import { companyColumns } from '../features/company/company/columns';
import { userColumns } from '../features/system/user/columns';
import { OPERATION_LOG_COLUMNS } from '../features/system/operlog/columns';
import { LOGIN_LOG_COLUMNS } from '../features/system/loginlog/columns';

const dict = { options: [], label: () => '-' };
const none = () => null;

/** Each exported list's columns as its screen builds them, and the endpoint its 导出 goes to. */
const LISTS: Array<[string, ReadonlyArray<ListColumn<never>>, Endpoint]> = [
  ['投递记录', applyColumns({ dicts: { gender: dict, education: dict }, onView: none, renderActions: none }) as never, applyInfoApi.dataExport],
  ['外包员工', outsourceColumns({ education: dict, gender: () => '-', onView: none }) as never, outsourceApi.exportListHandler],
  ['岗位列表', jobColumns({ categoryOptions: [], education: dict, onView: none, renderActions: none, widestActions: ['详情'] }) as never, jobApi.queryJobInfoList],
  ['企业审核', companyColumns({ industryOptions: [], onView: none, renderActions: none }) as never, companyApi.pagelist],
  ['用户管理', userColumns({ roleOptions: [], renderStatus: none, renderActions: none }) as never, userApi.list],
  ['操作日志', OPERATION_LOG_COLUMNS as never, auditLogApi.operLogPage],
  ['登录日志', LOGIN_LOG_COLUMNS as never, auditLogApi.loginLogPage],
];

describe('an export matches its list', () => {
  it.each(LISTS)('%s: the file’s first headers are the list’s column titles, in order', (_name, columns, endpoint) => {
    expect(endpoint.export).toBeDefined();
    const { titles, headers } = exportBesideList(columns, endpoint.export!.labels);
    expect(titles.length).toBeGreaterThan(2);
    expect(headers).toEqual(titles);
  });

  it('fails when a list shows a column the export does not head the same way', () => {
    const [, columns, endpoint] = LISTS[0];
    const renamed = columns.map((c, i) => (i === 1 ? { ...c, title: '状态' } : c));
    const { titles, headers } = exportBesideList(renamed, endpoint.export!.labels);
    expect(headers).not.toEqual(titles);
    expect(defaultTitles(columns)).toContain('投递状态');
  });
});
