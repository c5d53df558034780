import { courseApi, MATERIAL_TYPE_LABELS, MATERIAL_TYPES, type MaterialGroupRecord } from '@hrbd/contract';
import { Form, Input, Radio, Select } from 'antd';
import { contractCount, contractRules, ModalForm } from '../../../components/modal-form';
import { useApiMutation, useApiQuery } from '../../../lib/query';

/** The glossary's words for a failed group list. */
export const GROUPS_LOAD_FAILED = '获取分组失败';

/** 素材管理's groups (both types), each with its material count. */
export function useMaterialGroups() {
  return useApiQuery(courseApi.getGroupList, { body: {} });
}

/** 分组 as the filter and pickers show it: 安全课程（3）. */
export const groupLabel = (group: MaterialGroupRecord) => `${group.groupName}（${group.materialCount}）`;

/** The 分组 filter's options: every group, its type named, with its count. */
export function groupFilterOptions(groups: readonly MaterialGroupRecord[]) {
  return groups.map((g) => ({ value: g.groupCode, label: `${MATERIAL_TYPE_LABELS[g.groupType] ?? ''} · ${groupLabel(g)}` }));
}

/** 分组 of the uploads in a drawer: the groups of that material type. */
export function GroupPicker({ groups, materialType, value, onChange }: { groups: readonly MaterialGroupRecord[]; materialType: number; value?: string; onChange: (groupCode?: string) => void }) {
  return (
    <Select
      allowClear
      aria-label="上传到分组"
      placeholder="上传到分组（可不选）"
      style={{ width: 260, marginBottom: 16 }}
      value={value}
      onChange={(v?: string) => onChange(v)}
      options={groups.filter((g) => g.groupType === materialType).map((g) => ({ value: g.groupCode, label: groupLabel(g) }))}
    />
  );
}

interface GroupValues {
  groupName: string;
  groupType: number;
}

/** 新建分组: a name and the kind of material it holds. */
export function NewGroupDialog({ open, onClose, groupType }: { open: boolean; onClose: () => void; groupType: number }) {
  const add = useApiMutation(courseApi.addGroup, { invalidates: [courseApi.getGroupList] });
  const body = courseApi.addGroup.body;
  return (
    <ModalForm<GroupValues>
      title="新建分组"
      open={open}
      onClose={onClose}
      initialValues={{ groupType }}
      onSubmit={(values) => add.mutateAsync({ body: { groupName: values.groupName, groupType: values.groupType, cmpyCode: '' } })}
    >
      <Form.Item name="groupName" label="分组名称" rules={contractRules(body, 'groupName', { required: '请输入分组名称' })}>
        <Input count={contractCount(body, 'groupName')} placeholder="如：安全生产课程" />
      </Form.Item>
      <Form.Item name="groupType" label="分组类型" rules={[{ required: true, message: '请选择分组类型' }]}>
        <Radio.Group
          options={[MATERIAL_TYPES.IMAGE, MATERIAL_TYPES.VIDEO].map((value) => ({ value, label: MATERIAL_TYPE_LABELS[value] }))}
        />
      </Form.Item>
    </ModalForm>
  );
}
