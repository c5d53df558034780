import { DICT_ITEM_LABELS, DICT_SORT_MAX, DICT_VALUE_MAX, dictApi } from '@hrbd/contract';
import { Form, Input, InputNumber } from 'antd';
import { contractRules, ModalForm } from '../../../components/modal-form';
import { useApiMutation } from '../../../lib/query';
import type { DictItemRow } from './columns';

interface ItemValues {
  dataKey: string;
  dataValue: string;
  sort: number;
}

/** What a change to a dictionary makes stale: both tables and every select reading it (useDict). */
export const DICT_QUERIES = [dictApi.itemPage, dictApi.typePage, dictApi.queryByType];

interface ItemFormProps {
  /** The dictionary the item belongs to. */
  dictType: string;
  /** `undefined` = closed, `null` = 新增, a row = 编辑. */
  item: DictItemRow | null | undefined;
  /** 排序 a new item starts with (the items are numbered from 0, so their count puts it last). */
  nextSort: number;
  onClose: () => void;
}

/** 新增字典项 / 编辑字典项. The key is what records store, so it is set once and never edited. */
export function ItemForm({ dictType, item, nextSort, onClose }: ItemFormProps) {
  const add = useApiMutation(dictApi.addItem, { invalidates: DICT_QUERIES });
  const edit = useApiMutation(dictApi.editItem, { invalidates: DICT_QUERIES });
  return (
    <ModalForm<ItemValues>
      title={item ? '编辑字典项' : '新增字典项'}
      open={item !== undefined}
      onClose={onClose}
      width={480}
      initialValues={item ? { dataKey: item.dataKey, dataValue: item.dataValue, sort: item.sort } : { sort: nextSort }}
      onSubmit={(values) =>
        item
          ? edit.mutateAsync({ body: { id: item.id, dataValue: values.dataValue, sort: values.sort } })
          : add.mutateAsync({ body: { dictType, ...values } })
      }
    >
      <Form.Item
        name="dataKey"
        label={DICT_ITEM_LABELS.dataKey.label}
        rules={item ? [] : contractRules(dictApi.addItem.body, 'dataKey', { required: '请输入字典键' })}
        extra={item ? '字典键是记录中保存的编码，不能修改' : '记录中保存的编码，保存后不能修改'}
      >
        <Input placeholder="请输入字典键，如 5" disabled={item !== null} />
      </Form.Item>
      <Form.Item name="dataValue" label={DICT_ITEM_LABELS.dataValue.label} rules={contractRules(dictApi.addItem.body, 'dataValue', { required: '请输入字典值' })}>
        <Input placeholder="请输入字典值" maxLength={DICT_VALUE_MAX} showCount />
      </Form.Item>
      <Form.Item
        name="sort"
        label={DICT_ITEM_LABELS.sort.label}
        rules={contractRules(dictApi.addItem.body, 'sort', { required: '请输入排序' })}
        extra="数字越小越靠前"
      >
        <InputNumber min={0} max={DICT_SORT_MAX} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </ModalForm>
  );
}
