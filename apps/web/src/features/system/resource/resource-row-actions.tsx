import { perm, resourceApi, type ResourceRecord } from '@hrbd/contract';
import { useCurrentUser } from '../../../lib/current-user';
import { ActionLink, ConfirmAction, RowActions } from '../../../components/row-actions';
import { useApiMutation } from '../../../lib/query';
import type { ResourceDraft } from './resource-form';
import { RESOURCE_DEPENDENTS } from './resource-mutations';

interface ResourceRowActionsProps {
  resource: ResourceRecord;
  onEdit: (draft: ResourceDraft) => void;
}

/** 新增下级 (menus only: buttons hold nothing) / 编辑 / 删除 (the server refuses while children exist, and says so). */
export function ResourceRowActions({ resource, onEdit }: ResourceRowActionsProps) {
  const { can } = useCurrentUser();
  const remove = useApiMutation(resourceApi.remove, { invalidates: RESOURCE_DEPENDENTS });
  return (
    <RowActions>
      {can(perm.system.resource.add) && resource.type === 'menu' && (
        <ActionLink onClick={() => onEdit({ parentId: resource.id, type: 'button' })}>新增下级</ActionLink>
      )}
      {can(perm.system.resource.edit) && <ActionLink onClick={() => onEdit({ resource })}>编辑</ActionLink>}
      {can(perm.system.resource.remove) && (
        <ConfirmAction
          danger
          title={`确定删除资源“${resource.name}”吗？`}
          onConfirm={() => remove.mutateAsync({ body: { id: resource.id } }).catch(() => undefined)}
        >
          删除
        </ConfirmAction>
      )}
    </RowActions>
  );
}
