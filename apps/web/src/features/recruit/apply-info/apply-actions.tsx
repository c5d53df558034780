import { APPLY_MACHINE, perm, type ApplyAction, type ApplyRecord } from '@hrbd/contract';
import { useCurrentUser } from '../../../lib/current-user';
import { ActionLink, ConfirmAction, RowActions } from '../../../components/row-actions';
import type { ApplyCommands } from './use-apply-commands';

export const HANDLE_PERMISSION = perm.recruit.resume.list.handle;
export const REMARK_PERMISSION = perm.recruit.resume.list.remark;
export const EXPORT_PERMISSION = perm.recruit.resume.list.export;

/** The question before a move without a form, naming the applicant (不合适 and 已录用 are final). */
export const MOVE_QUESTION: Record<Exclude<ApplyAction, 'inviteInterview'>, (who: string) => string> = {
  throughFirst: (who) => `确定${who}初筛通过吗？`,
  employ: (who) => `确定录用${who}吗？录用后不可撤回。`,
  outOfPlace: (who) => `确定将${who}标记为不合适吗？标记后不可撤回。`,
};

/** The flow's actions this user may take on an application in `state`. */
export function useOfferedMoves(): (state: number) => ApplyAction[] {
  const { can } = useCurrentUser();
  return (state) => (can(HANDLE_PERMISSION) ? APPLY_MACHINE.actionsFrom(state) : []);
}

export interface ApplyRowActionsProps {
  apply: Pick<ApplyRecord, 'applyCode' | 'usrName' | 'state' | 'remark'>;
  commands: ApplyCommands;
  /** Opens the detail; absent where the detail is already open. */
  onView?: () => void;
  onInvite: () => void;
  onRemark: () => void;
}

/**
 * An application's actions: only the moves its state allows (APPLY_MACHINE),
 * so a new resume offers 初筛通过 and 不合适 but not 录用, and a decided one
 * offers none; 备注 in every state.
 */
export function ApplyRowActions({ apply, commands, onView, onInvite, onRemark }: ApplyRowActionsProps) {
  const { can } = useCurrentUser();
  const offered = useOfferedMoves()(apply.state);
  const who = `“${apply.usrName}”`;
  // A refusal was shown by the mutation already; the row stays as it was.
  const swallow = () => undefined;
  return (
    <RowActions>
      {onView && <ActionLink onClick={onView}>详情</ActionLink>}
      {offered.includes('throughFirst') && (
        <ConfirmAction title={MOVE_QUESTION.throughFirst(who)} onConfirm={() => commands.move(apply.applyCode, 'throughFirst').catch(swallow)}>
          {APPLY_MACHINE.actions.throughFirst}
        </ConfirmAction>
      )}
      {offered.includes('inviteInterview') && <ActionLink onClick={onInvite}>{APPLY_MACHINE.actions.inviteInterview}</ActionLink>}
      {offered.includes('employ') && (
        <ConfirmAction title={MOVE_QUESTION.employ(who)} onConfirm={() => commands.move(apply.applyCode, 'employ').catch(swallow)}>
          {APPLY_MACHINE.actions.employ}
        </ConfirmAction>
      )}
      {offered.includes('outOfPlace') && (
        <ConfirmAction danger title={MOVE_QUESTION.outOfPlace(who)} onConfirm={() => commands.move(apply.applyCode, 'outOfPlace').catch(swallow)}>
          不合适
        </ConfirmAction>
      )}
      {can(REMARK_PERMISSION) && <ActionLink onClick={onRemark}>备注</ActionLink>}
    </RowActions>
  );
}
