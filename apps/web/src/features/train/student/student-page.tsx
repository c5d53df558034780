import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { attendRateText, STUDENT_FINISH_LABELS, STUDENT_FINISH_VALUES, STUDENT_LABELS, trainClassApi, trainStudentApi, type StudentRecord } from '@hrbd/contract';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { labelOptions } from '../../../components/label-tag';
import { labelColumns, ListPage, type ListColumn } from '../../../components/list-page';
import { useCurrentUser } from '../../../lib/current-user';
import { ClassSelect } from '../class/class-select';
import { StudentFinishTag } from '../class/class-tags';
import { AddStudentForm } from './add-student-form';
import { ImportDialog } from './import-dialog';

const L = STUDENT_LABELS;

/**
 * 学员管理: every student of the classes in the caller's scope (one row per
 * person per class), by class, name, ID number and 结业状态; ID numbers and
 * mobiles masked without 查看敏感信息. 导出 writes 学员明细 (exportStudentDetais)
 * under the same filters, in the same labels.
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
        attendRate: { render: (_: unknown, s) => attendRateText(s.attended, s.sessionCount) || '-' },
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
        exportEndpoint={trainStudentApi.exportStudentDetais}
        toolbar={
          <>
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
          </>
        }
      />
      <AddStudentForm open={adding} onClose={() => setAdding(false)} />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
