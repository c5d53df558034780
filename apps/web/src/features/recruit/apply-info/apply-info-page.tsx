import { APPLY_STATE_LABELS, APPLY_STATE_TABS, applyInfoApi, DICT_TYPES, type ApplyAction, type ApplyRecord } from '@hrbd/contract';
import { App, Button } from 'antd';
import { useCallback, useMemo, useState, type Key } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { ExportButton } from '../../../components/export-button';
import { countsFrom, ListPage, type ListView, type StatusTabs } from '../../../components/list-page';
import { confirmThen } from '../../../lib/confirm';
import { useDict } from '../../../lib/reference-data';
import { ApplyRowActions, EXPORT_PERMISSION, MOVE_QUESTION, useOfferedMoves } from './apply-actions';
import { ApplyDetailDrawer } from './apply-detail';
import { APPLY_EXTRA_FILTERS, applyColumns } from './columns';
import { InterviewDialog } from './interview-dialog';
import { RemarkDialog } from './remark-dialog';
import { useApplyCommands, type Interview } from './use-apply-commands';
/** Tabs in the order of the flow (新简历 → 初筛通过 → 已邀请面试 → 已录用, then 不合适), counted by resumeState. */
const TABS: StatusTabs = {
  field: 'state',
  items: APPLY_STATE_TABS.map((state) => ({ value: state, label: APPLY_STATE_LABELS[state] })),
  counts: countsFrom(applyInfoApi.queryStateCount, (counts) => Object.fromEntries(counts.map((c) => [String(c.resumeState), c.count]))),
};

const BATCH_LABELS: Record<ApplyAction, string> = {
  throughFirst: '批量初筛通过',
  inviteInterview: '批量邀请面试',
  employ: '批量录用',
  outOfPlace: '批量不合适',
};

/** Whom an invitation is for: one applicant, or several chosen rows. */
interface Invitation {
  applyCodes: string[];
  subject: string;
  clearSelection?: () => void;
}

/**
 * 投递记录: applications under their flow tabs with counts, filtered by job,
 * age, gender and apply time; a row offers only the moves its state allows,
 * several rows move together (all or none), and every move reloads the list,
 * the counts and an open detail. Exports take the list as it is filtered, or
 * the chosen rows.
 */
export default function ApplyListPage() {
  const { can } = useCurrentUser();
  const { modal } = App.useApp();
  const gender = useDict(DICT_TYPES.gender);
  const education = useDict(DICT_TYPES.education);
  const ethnic = useDict(DICT_TYPES.ethnic);
  const jobStatus = useDict(DICT_TYPES.jobStatus);
  const commands = useApplyCommands();
  const offeredMoves = useOfferedMoves();
  const [viewing, setViewing] = useState<string | null>(null);
  const [inviting, setInviting] = useState<Invitation | null>(null);
  const [remarking, setRemarking] = useState<Pick<ApplyRecord, 'applyCode' | 'usrName' | 'remark'> | null>(null);

  const dicts = useMemo(() => ({ gender, education, ethnic, jobStatus }), [gender, education, ethnic, jobStatus]);
  // Made once per commands (stable), so the columns — and the list's filter form — keep their identity.
  const rowActions = useCallback(
    (apply: Pick<ApplyRecord, 'applyCode' | 'usrName' | 'state' | 'remark'>, onView?: () => void) => (
      <ApplyRowActions
        apply={apply}
        commands={commands}
        onView={onView}
        onInvite={() => setInviting({ applyCodes: [apply.applyCode], subject: apply.usrName })}
        onRemark={() => setRemarking(apply)}
      />
    ),
    [commands],
  );
  const columns = useMemo(
    () => applyColumns({ dicts, onView: (a) => setViewing(a.applyCode), renderActions: (a) => rowActions(a, () => setViewing(a.applyCode)) }),
    [dicts, rowActions],
  );

  const sendInvitation = (interview: Interview) => {
    const target = inviting!;
    const sent =
      target.applyCodes.length === 1 && !target.clearSelection
        ? commands.invite(target.applyCodes[0], interview)
        : commands.inviteMany(target.applyCodes, interview);
    return sent.then(() => target.clearSelection?.());
  };

  const batchActions = (selected: Key[], clearSelection: () => void, tab: number | undefined) => {
    const codes = selected.map(String);
    const moves = tab === undefined ? [] : offeredMoves(tab);
    return moves.map((action) => (
      <Button
        key={action}
        danger={action === 'outOfPlace'}
        disabled={codes.length === 0}
        onClick={() => {
          if (action === 'inviteInterview') {
            setInviting({ applyCodes: codes, subject: `已选 ${codes.length} 人`, clearSelection });
            return;
          }
          const question = MOVE_QUESTION[action](`所选的 ${codes.length} 条投递记录`);
          confirmThen(modal, { title: question, danger: action === 'outOfPlace' }, () => commands.moveMany(codes, action)).then(
            clearSelection,
            () => undefined,
          );
        }}
      >
        {BATCH_LABELS[action]}
        {codes.length > 0 ? `（${codes.length}）` : ''}
      </Button>
    ));
  };

  const toolbar = ({ params, selectedKeys }: ListView) =>
    can(EXPORT_PERMISSION) && (
      <>
        <ExportButton endpoint={applyInfoApi.exportJobApplyInfos} input={() => ({ query: { ...params, applyCodes: selectedKeys.map(String) } })}>
          {selectedKeys.length > 0 ? `导出所选面试安排（${selectedKeys.length}）` : '导出面试安排'}
        </ExportButton>
        <ExportButton endpoint={applyInfoApi.resumeDetailExport} input={() => ({ body: { ...params, applyCodes: selectedKeys.map(String) } })}>
          {selectedKeys.length > 0 ? `导出所选简历详情（${selectedKeys.length}）` : '导出简历详情'}
        </ExportButton>
      </>
    );

  return (
    <>
      <ListPage
        endpoint={applyInfoApi.queryPageJobApplyInfo}
        stateKey="recruit:resume:list"
        columns={columns}
        rowKey="applyCode"
        tabs={TABS}
        extraFilters={APPLY_EXTRA_FILTERS}
        toolbar={toolbar}
        exportEndpoint={applyInfoApi.dataExport}
        batchActions={batchActions}
      />
      <ApplyDetailDrawer applyCode={viewing} dicts={dicts} onClose={() => setViewing(null)} renderActions={(apply) => rowActions(apply)} />
      <InterviewDialog subject={inviting?.subject ?? null} onClose={() => setInviting(null)} onSubmit={sendInvitation} />
      <RemarkDialog target={remarking} onClose={() => setRemarking(null)} onSubmit={commands.remark} />
    </>
  );
}

