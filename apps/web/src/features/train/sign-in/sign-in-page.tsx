import { perm, RESIGN_DAYS, SIGN_RESULT, SIGN_RESULT_LABELS, trainSignInApi, type SignReport } from '@hrbd/contract';
import { Alert, Card, Empty, Form, Input, Modal, Space, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { tableLoadState } from '../../../components/list-page';
import { ActionLink } from '../../../components/row-actions';
import dayjs from '../../../lib/dayjs';
import { useCurrentUser } from '../../../lib/current-user';
import { useApiMutation, useApiQuery } from '../../../lib/query';
import { ClassSelect } from '../class/class-select';
import { SignResultTag } from '../class/class-tags';
import { SignAnalysisView } from './sign-analysis';

type Session = SignReport['sessions'][number];
type Student = SignReport['students'][number];

interface Resigning {
  student: Student;
  session: Session;
}

/** Whether a 缺勤 may still be made up: within seven days of the session's end. */
const resignOpen = (session: Session) => dayjs().isBefore(dayjs(session.endTime).add(RESIGN_DAYS, 'day'));

/** 补签: the operator's reason; the sign-in is marked 补签. */
function ResignDialog({ classCode, target, onClose }: { classCode: string; target: Resigning | null; onClose: () => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const sign = useApiMutation(trainSignInApi.sign, { invalidates: [trainSignInApi.report] });
  return (
    <Modal
      title="补签"
      open={target !== null}
      okText="确定"
      cancelText="取消"
      confirmLoading={sign.isPending}
      destroyOnHidden
      onCancel={onClose}
      onOk={() =>
        form.validateFields().then(({ reason }) =>
          sign
            .mutateAsync({ body: { classCode, sessionNo: target!.session.sessionNo, studentCode: target!.student.studentCode, reason } })
            .then(onClose, () => undefined),
        )
      }
    >
      {target && (
        <Typography.Paragraph>
          为 {target.student.usrName} 补签第{target.session.sessionNo}课次（{target.session.beginTime.slice(0, 16)}）
        </Typography.Paragraph>
      )}
      <Form form={form} name="resign" layout="vertical">
        <Form.Item name="reason" label="补签原因" rules={[{ required: true, whitespace: true, message: '请填写补签原因' }]}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="如：现场签到设备故障" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * 签到管理: a class's sign-in report — per session 应到/实到/迟到/缺勤/补签,
 * and each student's result per session; a 缺勤 within seven days of its
 * session may be made up (补签) by those who hold 补签.
 */
function SignReportView() {
  const { can } = useCurrentUser();
  const [classCode, setClassCode] = useState<string | undefined>();
  const [resigning, setResigning] = useState<Resigning | null>(null);
  const report = useApiQuery(trainSignInApi.report, { query: { classCode: classCode ?? '' } }, { enabled: !!classCode });
  const data = report.data && report.data.classCode === classCode ? report.data : undefined;
  const mayResign = can(perm.train.signIn.resign);

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Space>
          <span>班级</span>
          <ClassSelect value={classCode} onChange={setClassCode} width={360} />
        </Space>
      </Card>
      {!classCode && <Empty description="请选择班级查看签到报表" />}
      {report.error && <Alert type="error" showIcon message={`获取签到报表失败：${report.error.message}`} />}
      {data && (
        <>
          <Card size="small" title={`${data.className} · 课次签到统计`}>
            <Table<Session>
              size="small"
              rowKey="sessionNo"
              pagination={false}
              dataSource={data.sessions}
              {...tableLoadState(report, data.sessions.length > 0)}
              columns={[
                { title: '课次', dataIndex: 'sessionNo', width: 90, render: (n: number) => `第${n}课次` },
                { title: '上课时间', key: 'time', width: 260, render: (_: unknown, s) => `${s.beginTime.slice(0, 16)} 至 ${s.endTime.slice(11, 16)}` },
                { title: '应到', dataIndex: 'expected', width: 80, align: 'right' },
                { title: '实到', dataIndex: 'present', width: 80, align: 'right' },
                { title: '迟到', dataIndex: 'late', width: 80, align: 'right' },
                { title: '缺勤', dataIndex: 'absent', width: 80, align: 'right' },
                { title: '补签', dataIndex: 'resign', width: 80, align: 'right' },
                { title: '出勤率', key: 'rate', width: 90, align: 'right', render: (_: unknown, s) => (s.expected === 0 ? '-' : `${Math.round((s.present * 100) / s.expected)}%`) },
              ]}
            />
          </Card>
          <Card size="small" title="学员签到明细">
            <Table<Student>
              size="small"
              rowKey="studentCode"
              scroll={{ x: 'max-content' }}
              pagination={{ pageSize: 20, showSizeChanger: false }}
              dataSource={data.students}
              columns={[
                { title: '姓名', dataIndex: 'usrName', width: 100, fixed: 'left' },
                { title: '身份证号', dataIndex: 'idCard', width: 180 },
                ...data.sessions.map((session, i) => ({
                  title: `第${session.sessionNo}课次`,
                  key: `s${session.sessionNo}`,
                  width: 130,
                  render: (_: unknown, student: Student) => {
                    const result = student.results[i];
                    return (
                      <Space size={4} title={student.reasons[i] ? `补签原因：${student.reasons[i]}` : SIGN_RESULT_LABELS[result]}>
                        <SignResultTag value={result} />
                        {mayResign && result === SIGN_RESULT.absent && resignOpen(session) && (
                          <ActionLink onClick={() => setResigning({ student, session })}>补签</ActionLink>
                        )}
                      </Space>
                    );
                  },
                })),
              ]}
            />
          </Card>
        </>
      )}
      {classCode && <ResignDialog classCode={classCode} target={resigning} onClose={() => setResigning(null)} />}
    </Space>
  );
}

/** 签到管理: 签到报表 by class (with 补签) and 签到分析 across classes. */
export default function SignInPage() {
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'report', label: '签到报表', children: <SignReportView /> },
        { key: 'analysis', label: '签到分析', children: <SignAnalysisView /> },
      ]}
    />
  );
}
