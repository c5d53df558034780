import { DownloadOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { STUDENT_FINISH_LABELS, STUDENT_FINISH_VALUES, STUDENT_LABELS, trainClassApi, trainStudentApi, type StudentRecord } from '@hrbd/contract';
import { Button, Space } from 'antd';
import { useMemo, useState } from 'react';
import { ExportButton } from '../../../components/export-button';
import { labelOptions } from '../../../components/label-tag';
import { labelColumns, ListPage, type ListColumn } from '../../../components/list-page';
import { useCurrentUser } from '../../../lib/current-user';
import { ClassSelect } from '../class/class-select';
import { StudentFinishTag } from '../class/class-tags';
import { AddStudentForm } from './add-student-form';
import { ImportDialog } from './import-dialog';

const L = STUDENT_LABELS;

/** The list's current filters, as the export takes them (paging left out). */
function exportQuery(params: Record<string, unknown>) {
  const { classCode, usrName, idCard, finishState } = params as { classCode?: string; usrName?: string; idCard?: string; finishState?: number };
  return { classCode, usrName, idCard, finishState };
}

/**
 * 学员管理: every student of the classes in the caller's scope (one row per
 * person per class), by class, name, ID number and 结业状态; ID numbers and
 * mobiles masked without 查看敏感信息.
 */
export default function StudentPage() {
  const { can } = useCurrentUser();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const columns = useMemo<ListColumn<StudentRecord>[]>(
    () =>
      labelColumns<StudentRecord, typeof L>(L, {
        usrName: { fixed: 'left', filter: { kind: 'text', name: 'usrName' } },
        finishState: {
          filter: { kind: 'select', name: 'finishState', options: labelOptions(STUDENT_FINISH_LABELS, STUDENT_FINISH_VALUES) },
          render: (v: number) => <StudentFinishTag value={v} />,
        },
        idCard: { filter: { kind: 'text', name: 'idCard' } },
        className: { width: 220, filter: { kind: 'custom', name: 'classCode', render: () => <ClassSelect width={220} /> } },
        attendance: { render: (_: unknown, s) => `${s.attended} / ${s.sessionCount}` },
        bestScore: { render: (v: number | null) => (v === null ? '-' : `${v} 分`) },
      }),
    [],
  );
  return (
    <>
      <ListPage
        endpoint={trainClassApi.studentList}
        stateKey="train:student"
        columns={columns}
        rowKey="studentCode"
        toolbar={(view) => (
          <Space>
            {can(trainStudentApi.addStudent) && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                添加学员
              </Button>
            )}
            {can(trainStudentApi.importStudentInfoList) && (
              <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
                导入
              </Button>
            )}
            {can(trainStudentApi.exportStudentDetais) && (
              <ExportButton endpoint={trainStudentApi.exportStudentDetais} icon={<DownloadOutlined />} input={() => ({ query: exportQuery(view.params) })}>
                导出
              </ExportButton>
            )}
          </Space>
        )}
      />
      <AddStudentForm open={adding} onClose={() => setAdding(false)} />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
