import { JOB_APPROVE_TYPES, JOB_MACHINE, perm, type JobAction, type JobRecord, type PermissionCode } from '@hrbd/contract';
import { useCurrentUser } from '../../../lib/current-user';
import { ActionLink, ConfirmAction, RowActions } from '../../../components/row-actions';
import type { JobCommands } from './use-job-commands';

/** The button code each action of the job state table needs (resource tree: 岗位列表, 岗位审核). */
const PERMISSION: Record<JobAction, PermissionCode> = {
  pass: perm.recruit.job.review.review,
  reject: perm.recruit.job.review.review,
  edit: perm.recruit.job.list.edit,
  online: perm.recruit.job.list.online,
  offline: perm.recruit.job.list.online,
  refresh: perm.recruit.job.list.refresh,
  end: perm.recruit.job.list.end,
  forcedOffline: perm.recruit.job.review.forcedOffline,
};

/** What the publisher's screen offers; the reviewer's offers the rest. */
export const LIST_ACTIONS: readonly JobAction[] = ['edit', 'online', 'offline', 'refresh', 'end'];
export const REVIEW_ACTIONS: readonly JobAction[] = ['pass', 'reject', 'forcedOffline'];

/** The actions a job offers on a screen: those its state allows (the contract's table) that the user may take. */
export function useOfferedActions(screenActions: readonly JobAction[]): (approveType: number) => JobAction[] {
  const { can } = useCurrentUser();
  return (approveType) => JOB_MACHINE.actionsFrom(approveType).filter((a) => screenActions.includes(a) && can(PERMISSION[a]));
}

/** The links of the row with the most on a screen (详情, then the state offering the most): the 操作 column's width. */
export function widestJobActions(screenActions: readonly JobAction[]): string[] {
  const labelsFrom = (approveType: number) => {
    const offered = JOB_MACHINE.actionsFrom(approveType).filter((a) => screenActions.includes(a));
    // 审核 stands for both 通过 and 驳回.
    const review = offered.includes('pass') || offered.includes('reject') ? ['审核'] : [];
    return [...offered.filter((a) => a !== 'pass' && a !== 'reject').map((a) => JOB_MACHINE.actions[a]), ...review];
  };
  const widest = JOB_MACHINE.values.map(labelsFrom).reduce((most, labels) => (labels.join('').length > most.join('').length ? labels : most), []);
  return ['详情', ...widest];
}

export interface JobRowActionsProps {
  job: Pick<JobRecord, 'jobCode' | 'jobName' | 'approveType'>;
  /** The actions the screen offers (LIST_ACTIONS or REVIEW_ACTIONS). */
  actions: readonly JobAction[];
  /** The screen's commands, made once for all its rows. */
  commands: JobCommands;
  /** Opens the detail; absent where the detail is already open. */
  onView?: () => void;
  onEdit?: () => void;
  /** Opens the review dialog (审核 stands for both 通过 and 驳回). */
  onReview?: () => void;
  onForcedOffline?: () => void;
  /** Opens 加入驿站 (岗位列表 only); offered for a job online now, the dialog saying why when the flag refuses. */
  onJoinStation?: () => void;
}

/**
 * A job's actions: only those its state allows, so a job 审核中 offers no
 * 上线 and one 已上线 no 编辑. Each command's notice is the server's msg.
 */
export function JobRowActions({ job, actions, commands, onView, onEdit, onReview, onForcedOffline, onJoinStation }: JobRowActionsProps) {
  const offered = useOfferedActions(actions)(job.approveType);
  const name = `岗位“${job.jobName}”`;
  const swallow = () => undefined;
  return (
    <RowActions>
      {onView && <ActionLink onClick={onView}>详情</ActionLink>}
      {offered.includes('edit') && <ActionLink onClick={onEdit}>{JOB_MACHINE.actions.edit}</ActionLink>}
      {offered.includes('online') && (
        <ActionLink onClick={() => void commands.online(job.jobCode).catch(swallow)}>{JOB_MACHINE.actions.online}</ActionLink>
      )}
      {offered.includes('offline') && (
        <ConfirmAction title={`确定下线${name}吗？`} onConfirm={() => commands.offline(job.jobCode).catch(swallow)}>
          {JOB_MACHINE.actions.offline}
        </ConfirmAction>
      )}
      {offered.includes('refresh') && (
        <ActionLink onClick={() => void commands.refresh(job.jobCode).catch(swallow)}>{JOB_MACHINE.actions.refresh}</ActionLink>
      )}
      {offered.includes('end') && (
        <ConfirmAction
          danger
          title={`确定结束${name}的招聘吗？结束后需重新编辑并审核通过才能再次上线。`}
          onConfirm={() => commands.end(job.jobCode).catch(swallow)}
        >
          {JOB_MACHINE.actions.end}
        </ConfirmAction>
      )}
      {onJoinStation && job.approveType === JOB_APPROVE_TYPES.online && <ActionLink onClick={onJoinStation}>加入驿站</ActionLink>}
      {(offered.includes('pass') || offered.includes('reject')) && <ActionLink onClick={onReview}>审核</ActionLink>}
      {offered.includes('forcedOffline') && (
        <ActionLink danger onClick={onForcedOffline}>
          {JOB_MACHINE.actions.forcedOffline}
        </ActionLink>
      )}
    </RowActions>
  );
}
