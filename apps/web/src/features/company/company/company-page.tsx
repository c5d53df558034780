import { COMPANY_APPROVE_TYPE_LABELS, COMPANY_APPROVE_TYPES, COMPANY_LABELS, COMPANY_MACHINE, companyApi, perm, type CompanyRecord } from '@hrbd/contract';
import { useMemo, useState } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { contractField } from '../../../components/modal-form';
import { countsFrom, ListPage, type StatusTabs } from '../../../components/list-page';
import { ActionLink, RowActions } from '../../../components/row-actions';
import { useApiMutation } from '../../../lib/query';
import { useIndustryOptions } from '../../../lib/reference-data';
import { ReviewDialog } from '../../../components/review-dialog';
import { companyColumns } from './columns';
import { CompanyDetailDrawer } from './company-detail';
const { pending, passed, rejected } = COMPANY_APPROVE_TYPES;

const TABS: StatusTabs = {
  field: 'approveType',
  items: [pending, passed, rejected].map((value) => ({ value, label: COMPANY_APPROVE_TYPE_LABELS[value] })),
  // The approval screen's variant of the counts (spec §3): checkCount/passCount/rejectCount.
  counts: countsFrom(companyApi.cmpyCount, (c) => ({ [pending]: c.checkCount, [passed]: c.passCount, [rejected]: c.rejectCount })),
};
const EXTRA_FILTERS = [{ kind: 'dateRange', names: ['beginTime', 'endTime'], label: COMPANY_LABELS.submitTime.label }] as const;
const REASON = contractField(companyApi.approve.body, 'rejectDesc');

/** Whom the review dialog is open for: a row of the list or the company in the drawer. */
type Reviewing = Pick<CompanyRecord, 'cmpyCode' | 'cmpyName'>;

/**
 * 企业审核: companies under their review tabs with counts. A pending company
 * is passed or rejected (with a reason) from its row or its detail; the list,
 * the counts and an open detail then reload, and the submitter is told.
 */
export default function CompanyApprovalPage() {
  const { can } = useCurrentUser();
  const industryOptions = useIndustryOptions();
  const [viewing, setViewing] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState<Reviewing | null>(null);
  const approve = useApiMutation(companyApi.approve, { invalidates: [companyApi.pagelist, companyApi.cmpyCount, companyApi.info] });
  const mayReview = can(perm.recruit.company.approval.review);

  const columns = useMemo(
    () =>
      companyColumns({
        industryOptions,
        onView: (company) => setViewing(company.cmpyCode),
        renderActions: (company) => (
          <RowActions>
            <ActionLink onClick={() => setViewing(company.cmpyCode)}>详情</ActionLink>
            {mayReview && COMPANY_MACHINE.can('approve', company.approveType) && <ActionLink onClick={() => setReviewing(company)}>审核</ActionLink>}
          </RowActions>
        ),
      }),
    [industryOptions, mayReview],
  );

  return (
    <>
      <ListPage endpoint={companyApi.pagelist} columns={columns} rowKey="cmpyCode" tabs={TABS} extraFilters={EXTRA_FILTERS} />
      <CompanyDetailDrawer cmpyCode={viewing} onClose={() => setViewing(null)} onReview={setReviewing} />
      <ReviewDialog
        title="企业审核"
        subject={reviewing && `企业“${reviewing.cmpyName}”`}
        reason={REASON}
        onClose={() => setReviewing(null)}
        onSubmit={({ passed: ok, rejectDesc }) =>
          approve.mutateAsync({ body: { cmpyCode: reviewing?.cmpyCode ?? '', approveType: ok ? passed : rejected, rejectDesc } })
        }
      />
    </>
  );
}
