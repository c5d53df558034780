import { RESOURCE_TYPE_LABELS, resourceApi, roleApi, type ResourceTreeNode, type RoleRecord } from '@hrbd/contract';
import { Alert, Button, Drawer, Space, Spin, Tag, Tree, type TreeDataNode } from 'antd';
import { useEffect, useMemo, useState, type Key } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { useApiMutation, useApiQuery } from '../../../lib/query';
import { checkStateOf, indexTree, limitChange, toggleResource } from './resource-checks';


/** The tree, with the check box of every resource the signed-in user does not hold (`mayGive`) disabled. */
function toTreeData(nodes: readonly ResourceTreeNode[], mayGive: (code: string) => boolean): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    disableCheckbox: !mayGive(node.code),
    title: (
      <Space size={4}>
        {node.name}
        {node.type === 'button' && <Tag color="green">{RESOURCE_TYPE_LABELS.button}</Tag>}
      </Space>
    ),
    children: node.children.length > 0 ? toTreeData(node.children, mayGive) : undefined,
  }));
}

interface GrantDrawerProps {
  /** The role whose resources are assigned; null when closed. */
  role: RoleRecord | null;
  onClose: () => void;
}

/** 分配权限: the resource tree with what the role holds checked. */
export function GrantDrawer({ role, onClose }: GrantDrawerProps) {
  const open = role !== null;
  const tree = useApiQuery(resourceApi.list, { body: {} }, { enabled: open });
  const detail = useApiQuery(roleApi.queryRole, { body: { roleCode: role?.roleCode ?? '' } }, { enabled: open });
  const save = useApiMutation(roleApi.saveRoleResources, { invalidates: [roleApi.list, roleApi.queryRole], onSuccess: onClose });

  const { info } = useCurrentUser();
  // Any code of the tree, an administrator's own additions included (can() knows the contract's codes only).
  const holds = useMemo(() => {
    const codes = new Set(info.permissions);
    return (code: string) => codes.has(code);
  }, [info.permissions]);
  const index = useMemo(() => indexTree(tree.data ?? []), [tree.data]);
  const treeData = useMemo(() => toTreeData(tree.data ?? [], holds), [tree.data, holds]);
  /** Resources the signed-in user holds: the only ones they may give or take away. */
  const allowed = useMemo(() => {
    const ids = new Set<number>();
    const walk = (nodes: readonly ResourceTreeNode[]) =>
      nodes.forEach((n) => {
        if (holds(n.code)) ids.add(n.id);
        walk(n.children);
      });
    walk(tree.data ?? []);
    return ids;
  }, [tree.data, holds]);
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const [expanded, setExpanded] = useState<Key[]>([]);

  // Each opening starts from what the server holds, not from the last unsaved ticks.
  useEffect(() => {
    if (detail.data) setChecked(new Set(detail.data.mapList.filter((m) => m.checked).map((m) => m.id)));
  }, [detail.data]);
  useEffect(() => {
    if (open) setExpanded((tree.data ?? []).map((n) => n.id));
  }, [open, tree.data]);

  const builtIn = role?.builtIn ?? false;
  // Nobody changes the resources of a role they hold themselves.
  const ownRole = role !== null && info.roles.some((r) => r.roleCode === role.roleCode);
  const readOnly = builtIn || ownRole;
  const change = (next: Set<number>) => setChecked((prev) => limitChange(prev, next, allowed));
  const loading = tree.isLoading || detail.isLoading;

  return (
    <Drawer
      title={role ? `分配权限：${role.roleName}` : '分配权限'}
      open={open}
      onClose={onClose}
      size={520}
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>取消</Button>
          {!readOnly && (
            <Button
              type="primary"
              loading={save.isPending}
              disabled={loading}
              onClick={() => role && save.mutate({ body: { roleCode: role.roleCode, resourceIds: [...checked] } })}
            >
              保存
            </Button>
          )}
        </Space>
      }
    >
      {builtIn && <Alert type="info" showIcon title="超级管理员拥有全部权限，无需分配。" style={{ marginBottom: 12 }} />}
      {ownRole && !builtIn && <Alert type="info" showIcon title="不能修改自己所属角色的权限。" style={{ marginBottom: 12 }} />}
      {!readOnly && allowed.size < index.allIds.length && (
        <Alert type="info" showIcon title="只能分配或收回您自己拥有的权限，其余权限不可勾选。" style={{ marginBottom: 12 }} />
      )}
      {(tree.error ?? detail.error) && <Alert type="error" showIcon title={(tree.error ?? detail.error)?.message} />}
      <Space style={{ marginBottom: 12 }} wrap>
        <Button size="small" onClick={() => setExpanded(index.allIds)}>
          展开全部
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          折叠全部
        </Button>
        {!readOnly && (
          <>
            <Button size="small" onClick={() => change(new Set(index.allIds))}>
              全选
            </Button>
            <Button size="small" onClick={() => change(new Set())}>
              全不选
            </Button>
          </>
        )}
        <span>已选 {checked.size} 项</span>
      </Space>
      <Spin spinning={loading}>
        <Tree
          checkable
          checkStrictly
          selectable={false}
          disabled={readOnly}
          treeData={treeData}
          expandedKeys={expanded}
          onExpand={setExpanded}
          checkedKeys={checkStateOf(index, checked)}
          onCheck={(_keys, event) => setChecked((prev) => limitChange(prev, toggleResource(index, prev, Number(event.node.key), event.checked), allowed))}
        />
      </Spin>
    </Drawer>
  );
}
