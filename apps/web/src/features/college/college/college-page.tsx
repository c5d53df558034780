import {
  COLLEGE_APPROVE_TYPE_LABELS,
  COLLEGE_APPROVE_TYPE_VALUES,
  COLLEGE_APPROVE_TYPES,
  COLLEGE_MACHINE,
  collegeApi,
  perm,
  type CollegeRecord,
} from '@hrbd/contract';
import { Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { contractField } from '../../../components/modal-form';
import { countsFrom, ListPage, type StatusTabs } from '../../../components/list-page';
import { ReviewDialog } from '../../../components/review-dialog';
import { ActionLink, RowActions } from '../../../components/row-actions';
import { useCurrentUser } from '../../../lib/current-user';
import { useApiMutation } from '../../../lib/query';
import { applyColumns, COLLEGE_TIME_FILTER, collegeColumns } from './columns';
import { CollegeDetailDrawer } from './college-detail';

const { pending, passed, rejected } = COLLEGE_APPROVE_TYPES;

const TABS: StatusTabs = {
  field: 'approveType',
  items: COLLEGE_APPROVE_TYPE_VALUES.map((value) => ({ value, label: COLLEGE_APPROVE_TYPE_LABELS[value] })),
  defaultValue: pending,
  // The list answers its tab counts under the same filters (spec §3: counts [{ approveType, couNum }]).
  counts: countsFrom(collegeApi.queryCollegeList, (d) => Object.fromEntries(d.counts.map((c) => [String(c.approveType), c.couNum]))),
};
const REASON = contractField(collegeApi.checkCollege.body, 'rejectDesc');
/** Everything a decision changes on screen: the list and its counts, the open detail, the 申请记录. */
const AFTER_REVIEW = [collegeApi.queryCollegeList, collegeApi.queryCollegeInfo, collegeApi.queryCollegeApply] as const;

type Reviewing = Pick<CollegeRecord, 'collegeCode' | 'collegeName'>;

/**
 * 院校管理: colleges under 待审核/已通过/已驳回 with counts; a pending one is
 * passed or rejected (with a reason) from its row or its detail, and the
 * list, counts and open detail reload. 申请记录 lists every 入驻申请 with its decision.
 */
export default function CollegePage() {
  const { can } = useCurrentUser();
  const [viewing, setViewing] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState<Reviewing | null>(null);
  const [tab, setTab] = useState('colleges');
  const check = useApiMutation(collegeApi.checkCollege, { invalidates: AFTER_REVIEW });
  const mayReview = can(perm.school.college.review);

  const columns = useMemo(
    () =>
      collegeColumns({
        onView: (college) => setViewing(college.collegeCode),
        renderActions: (college) => (
          <RowActions>
            <ActionLink onClick={() => setViewing(college.collegeCode)}>详情</ActionLink>
            {mayReview && COLLEGE_MACHINE.can('pass', college.approveType) && <ActionLink onClick={() => setReviewing(college)}>审核</ActionLink>}
          </RowActions>
        ),
      }),
    [mayReview],
  );
  const applies = useMemo(() => applyColumns((apply) => setViewing(apply.collegeCode)), []);

  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        style={{ paddingInline: 16 }}
        items={[
          {
            key: 'colleges',
            label: '院校审核',
            children: <ListPage endpoint={collegeApi.queryCollegeList} columns={columns} rowKey="collegeCode" tabs={TABS} extraFilters={COLLEGE_TIME_FILTER} loadFailure="获取院校失败" />,
          },
          {
            key: 'applies',
            label: '申请记录',
            children: (
              <ListPage
                endpoint={collegeApi.queryCollegeApply}
                columns={applies}
                rowKey="applyCode"
                urlPrefix="applies"
                extraFilters={COLLEGE_TIME_FILTER}
                loadFailure="获取申请记录失败"
              />
            ),
          },
        ]}
      />
      <CollegeDetailDrawer collegeCode={viewing} onClose={() => setViewing(null)} onReview={setReviewing} />
      <ReviewDialog
        title="院校审核"
        subject={reviewing && `院校“${reviewing.collegeName}”`}
        reason={REASON}
        onClose={() => setReviewing(null)}
        onSubmit={({ passed: ok, rejectDesc }) => check.mutateAsync({ body: { collegeCode: reviewing?.collegeCode ?? '', approveType: ok ? passed : rejected, rejectDesc } })}
      />
    </>
  );
}
