import {
  RESOURCE_LABELS,
  RESOURCE_TYPE_LABELS,
  RESOURCE_TYPES,
  resourceApi,
  type ResourceRecord,
  type ResourceTreeNode,
  type ResourceType,
} from '@hrbd/contract';
import { Form, Input, InputNumber, Radio, Switch, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { labelOptions } from '../../../components/label-tag';
import { ModalForm, contractCount, contractRules } from '../../../components/modal-form';
import { useApiMutation, useApiQuery } from '../../../lib/query';
import { RESOURCE_DEPENDENTS } from './resource-mutations';

const L = RESOURCE_LABELS;

interface ResourceFormValues {
  parentId: number;
  type: ResourceType;
  name: string;
  code: string;
  path?: string;
  icon?: string;
  sort?: number;
  hidden?: boolean;
  remark?: string;
}

/** What the form edits: an existing resource, or a new one under `parentId` (0 = top level). */
export type ResourceDraft = { resource: ResourceRecord } | { parentId: number; type: ResourceType };

interface ParentOption {
  value: number;
  title: string;
  disabled?: boolean;
  children?: ParentOption[];
}

/** Menus that may hold the resource: buttons hold nothing, and a menu cannot move under itself. */
function parentOptions(nodes: readonly ResourceTreeNode[], selfId: number | undefined, insideSelf = false): ParentOption[] {
  return nodes
    .filter((n) => n.type === 'menu')
    .map((n) => {
      const blocked = insideSelf || n.id === selfId;
      const children = parentOptions(n.children, selfId, blocked);
      return { value: n.id, title: n.name, disabled: blocked, children: children.length > 0 ? children : undefined };
    });
}

/** 路由地址, 图标 and 是否隐藏 mean something only for a menu. */
function MenuFields() {
  const type = Form.useWatch<ResourceType | undefined>('type');
  if (type !== 'menu') return null;
  return (
    <>
      <Form.Item name="path" label={L.path.label} rules={contractRules(resourceApi.add.body, 'path')}>
        <Input placeholder="如 /system/user" />
      </Form.Item>
      <Form.Item name="icon" label={L.icon.label} rules={contractRules(resourceApi.add.body, 'icon')}>
        <Input placeholder="如 user" />
      </Form.Item>
      <Form.Item name="hidden" label={L.hidden.label} valuePropName="checked" extra="隐藏的菜单不在侧边栏显示，但仍可访问">
        <Switch checkedChildren="是" unCheckedChildren="否" />
      </Form.Item>
    </>
  );
}

interface ResourceFormProps {
  draft: ResourceDraft | null;
  onClose: () => void;
}

/** 新增资源 / 新增下级 / 编辑资源. */
export function ResourceForm({ draft, onClose }: ResourceFormProps) {
  const tree = useApiQuery(resourceApi.list, { body: {} }, { enabled: draft !== null });
  const add = useApiMutation(resourceApi.add, { invalidates: RESOURCE_DEPENDENTS });
  const edit = useApiMutation(resourceApi.edit, { invalidates: RESOURCE_DEPENDENTS });
  const editing = draft && 'resource' in draft ? draft.resource : null;
  const parents = useMemo(
    () => [{ value: 0, title: '顶级资源', children: parentOptions(tree.data ?? [], editing?.id) }],
    [tree.data, editing?.id],
  );

  const initialValues: Partial<ResourceFormValues> = editing
    ? { ...editing }
    : { parentId: draft && 'parentId' in draft ? draft.parentId : 0, type: draft && 'type' in draft ? draft.type : 'menu', sort: 0, hidden: false };

  const submit = async (values: ResourceFormValues) => {
    const menu = values.type === 'menu';
    const body = {
      parentId: values.parentId,
      type: values.type,
      name: values.name,
      code: values.code,
      // A button has no route, icon or visibility of its own.
      path: menu ? (values.path ?? '') : '',
      icon: menu ? (values.icon ?? '') : '',
      hidden: menu ? (values.hidden ?? false) : false,
      sort: values.sort ?? 0,
      remark: values.remark ?? '',
    };
    if (editing) await edit.mutateAsync({ body: { id: editing.id, ...body } });
    else await add.mutateAsync({ body });
  };

  return (
    <ModalForm<ResourceFormValues>
      title={editing ? '编辑资源' : '新增资源'}
      open={draft !== null}
      onClose={onClose}
      initialValues={initialValues}
      onSubmit={submit}
      width={600}
    >
      <Form.Item name="parentId" label="上级资源" rules={[{ required: true, message: '请选择上级资源' }]}>
        <TreeSelect
          treeData={parents}
          treeDefaultExpandedKeys={[0]}
          showSearch={{ treeNodeFilterProp: 'title' }}
          placeholder="请选择上级资源"
          loading={tree.isLoading}
        />
      </Form.Item>
      <Form.Item name="type" label={L.type.label} rules={[{ required: true, message: '请选择资源类型' }]}>
        <Radio.Group options={labelOptions(RESOURCE_TYPE_LABELS, RESOURCE_TYPES)} />
      </Form.Item>
      <Form.Item name="name" label={L.name.label} rules={contractRules(resourceApi.add.body, 'name', { required: '请输入资源名称' })}>
        <Input placeholder="请输入资源名称" count={contractCount(resourceApi.add.body, 'name')} />
      </Form.Item>
      <Form.Item name="code" label={L.code.label} rules={contractRules(resourceApi.add.body, 'code', { required: '请输入权限标识' })}>
        <Input placeholder="如 system:user:add" />
      </Form.Item>
      <MenuFields />
      <Form.Item name="sort" label={L.sort.label} rules={contractRules(resourceApi.add.body, 'sort')}>
        <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="remark" label={L.remark.label} rules={contractRules(resourceApi.add.body, 'remark')}>
        <Input.TextArea rows={2} count={contractCount(resourceApi.add.body, 'remark')} placeholder="请输入备注" />
      </Form.Item>
    </ModalForm>
  );
}
