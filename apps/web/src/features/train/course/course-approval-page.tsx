import { COURSE_APPROVE_TYPES, COURSE_MACHINE, COURSE_TAB_ORDER, courseApi, perm, type CourseRecord } from '@hrbd/contract';
import { App, Button, Space } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { countsFrom, ListPage, type StatusTabs } from '../../../components/list-page';
import { contractField } from '../../../components/modal-form';
import { ActionLink, RowActions } from '../../../components/row-actions';
import { confirmThen } from '../../../lib/confirm';
import { useCurrentUser } from '../../../lib/current-user';
import { COURSE_EXTRA_FILTERS, COURSE_LOAD_FAILED, courseColumns } from './columns';
import { CourseDetailDrawer } from './course-detail';
import { useCourseLabelOptions } from './course-tags';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useCourseCommands } from './use-course-commands';

/** The six states as tabs, in flow order, counted by getCountByState under the list's filters (every type). */
const TABS: StatusTabs = {
  field: 'approveType',
  items: COURSE_TAB_ORDER.map((value) => ({ value, label: COURSE_MACHINE.label(value) })),
  defaultValue: COURSE_APPROVE_TYPES.review,
  counts: countsFrom(courseApi.getCountByState, (rows) => Object.fromEntries(rows.map((row) => [String(row.approveType), row.count]))),
};
const WIDEST = ['详情', '审核通过', '审核驳回'];
const REASON = contractField(courseApi.updateBDCourseState.body, 'rejectDesc');
const REJECT_REASON = { ...REASON, rules: [{ required: true, message: '请填写驳回原因' }, ...REASON.rules] };
const FORCED_REASON = { ...REASON, rules: [{ required: true, message: '请填写强制下线原因' }, ...REASON.rules] };

type Row = Pick<CourseRecord, 'courseCode' | 'courseName' | 'approveType'>;
/** Courses a reason is asked for: one by name, or a batch by count. */
interface Asking {
  codes: string[];
  subject: string;
  done?: () => void;
}

/**
 * 课程审核: every course by state. 审核中 is passed or rejected (with a
 * reason), 已通过/已上线/已下线 may be forced offline (with a reason), one
 * course at a time or the selected ones together (all or none); each is
 * asked before it is sent. The detail shows the 审核记录.
 */
export default function CourseApprovalPage() {
  const { modal } = App.useApp();
  const { can } = useCurrentUser();
  const commands = useCourseCommands();
  const labels = useCourseLabelOptions(undefined);
  const mayReview = can(courseApi.updateBDCourseState);
  // 强制下线 goes through the same row, and asks its own button code too.
  const mayForce = mayReview && can(perm.train.course.approval.forcedOffline);
  const [viewing, setViewing] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<Asking | null>(null);
  const [forcing, setForcing] = useState<Asking | null>(null);

  const pass = useCallback(
    (codes: string[], subject: string, done?: () => void) =>
      confirmThen(modal, { title: `确定审核通过${subject}吗？` }, () => commands.review(codes, 5))
        .then(() => done?.())
        .catch(() => undefined),
    [modal, commands],
  );

  const actionsOf = useCallback(
    (course: Row, inDrawer: boolean) => {
      const state = course.approveType;
      const subject = `课程“${course.courseName}”`;
      const one = { codes: [course.courseCode], subject };
      return (
        <RowActions>
          {!inDrawer && <ActionLink onClick={() => setViewing(course.courseCode)}>详情</ActionLink>}
          {mayReview && COURSE_MACHINE.can('pass', state) && <ActionLink onClick={() => void pass([course.courseCode], subject)}>审核通过</ActionLink>}
          {mayReview && COURSE_MACHINE.can('reject', state) && (
            <ActionLink danger onClick={() => setRejecting(one)}>
              审核驳回
            </ActionLink>
          )}
          {mayForce && COURSE_MACHINE.can('forcedOffline', state) && (
            <ActionLink danger onClick={() => setForcing(one)}>
              强制下线
            </ActionLink>
          )}
        </RowActions>
      );
    },
    [mayReview, mayForce, pass],
  );

  const columns = useMemo(
    () =>
      courseColumns({
        onView: (course) => setViewing(course.courseCode),
        renderActions: (course) => actionsOf(course, false),
        widestActions: WIDEST,
        labelOptions: labels,
        without: ['approveType'],
      }),
    [actionsOf, labels],
  );

  return (
    <>
      <ListPage
        endpoint={courseApi.getBDCourseList}
        stateKey="train:course:approval"
        columns={columns}
        rowKey="courseCode"
        loadFailure={COURSE_LOAD_FAILED}
        tabs={TABS}
        extraFilters={COURSE_EXTRA_FILTERS}
        batchActions={
          mayReview
            ? (keys, clear, tab) => {
                const codes = keys.map(String);
                const subject = `选中的${codes.length}门课程`;
                const batch = { codes, subject, done: clear };
                return (
                  <Space>
                    {tab !== undefined && COURSE_MACHINE.can('pass', tab) && (
                      <Button type="primary" disabled={codes.length === 0} onClick={() => void pass(codes, subject, clear)}>
                        批量通过
                      </Button>
                    )}
                    {tab !== undefined && COURSE_MACHINE.can('reject', tab) && (
                      <Button danger disabled={codes.length === 0} onClick={() => setRejecting(batch)}>
                        批量驳回
                      </Button>
                    )}
                    {mayForce && tab !== undefined && COURSE_MACHINE.can('forcedOffline', tab) && (
                      <Button danger disabled={codes.length === 0} onClick={() => setForcing(batch)}>
                        批量强制下线
                      </Button>
                    )}
                  </Space>
                );
              }
            : undefined
        }
      />
      <CourseDetailDrawer courseCode={viewing} onClose={() => setViewing(null)} renderActions={(course) => actionsOf(course, true)} />
      <ReasonDialog
        title="审核驳回"
        subject={rejecting?.subject ?? null}
        label="驳回原因"
        field={REJECT_REASON}
        question={(subject) => `确定驳回${subject}吗？`}
        onClose={() => setRejecting(null)}
        onSubmit={(reason) => commands.review(rejecting?.codes ?? [], 2, reason).then(() => rejecting?.done?.())}
      />
      <ReasonDialog
        title="强制下线"
        subject={forcing?.subject ?? null}
        label="强制下线原因"
        field={FORCED_REASON}
        question={(subject) => `确定强制下线${subject}吗？强制下线后须编辑并重新审核才能再上线。`}
        onClose={() => setForcing(null)}
        onSubmit={(reason) => commands.review(forcing?.codes ?? [], 9, reason).then(() => forcing?.done?.())}
      />
    </>
  );
}
