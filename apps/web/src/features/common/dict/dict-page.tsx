import { PlusOutlined } from '@ant-design/icons';
import { DICT_ITEM_ENABLED, dictApi, perm } from '@hrbd/contract';
import { Button, Col, Row, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { ListPage } from '../../../components/list-page';
import { ActionLink, ConfirmAction, RowActions } from '../../../components/row-actions';
import { useCurrentUser } from '../../../lib/current-user';
import { useApiMutation, useApiQuery } from '../../../lib/query';
import { useSessionState } from '../../../lib/use-session-state';
import { itemColumns, typeColumns, type DictItemRow, type DictTypeRow } from './columns';
import { DICT_QUERIES, ItemForm } from './item-form';

const ALL_TYPES = { body: { pageNum: 1, pageSize: 100 } };

/**
 * 字典管理: the server's dictionaries (学历, 性别, 民族 …) and their items. An
 * administrator edits wording and order, disables an item (no select offers it
 * any more, records holding it keep its wording) and adds items to the
 * dictionaries whose keys no system rule names.
 */
export default function DictPage() {
  const { can } = useCurrentUser();
  const mayAdd = can(perm.system.dict.add);
  const mayEdit = can(perm.system.dict.edit);
  const mayEnable = can(perm.system.dict.enable);
  const [chosen, setChosen] = useSessionState<string>('hrbd.dict.type', '');
  const [editing, setEditing] = useState<DictItemRow | null | undefined>(undefined);
  const setEnabled = useApiMutation(dictApi.enableItem, { invalidates: DICT_QUERIES }).mutateAsync;

  // The dictionaries as a whole (a handful): which one is shown, and whether it may gain items.
  const types = useApiQuery(dictApi.typePage, ALL_TYPES);
  const current: DictTypeRow | undefined = types.data?.records.find((t) => t.dictType === chosen) ?? types.data?.records[0];

  const columnsOfTypes = useMemo(() => typeColumns(current?.dictType, (type) => setChosen(type.dictType)), [current?.dictType, setChosen]);
  const columnsOfItems = useMemo(
    () =>
      itemColumns((item) => {
        const enabled = item.enabled === DICT_ITEM_ENABLED.enabled;
        return (
          <RowActions>
            {mayEdit && <ActionLink onClick={() => setEditing(item)}>编辑</ActionLink>}
            {mayEnable && (
              <ConfirmAction
                danger={enabled}
                title={
                  enabled
                    ? `确定禁用字典项“${item.dataValue}”吗？禁用后不再供选择，已有记录仍显示其字典值。`
                    : `确定启用字典项“${item.dataValue}”吗？`
                }
                onConfirm={() =>
                  setEnabled({ body: { id: item.id, enabled: enabled ? DICT_ITEM_ENABLED.disabled : DICT_ITEM_ENABLED.enabled } }).catch(() => undefined)
                }
              >
                {enabled ? '禁用' : '启用'}
              </ConfirmAction>
            )}
          </RowActions>
        );
      }),
    [mayEdit, mayEnable, setEnabled],
  );

  const toolbar = current && (
    <>
      {mayAdd && current.extensible && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          新增
        </Button>
      )}
      {!current.extensible && <Typography.Text type="secondary">该字典的字典键由系统规则约定，可编辑字典值和排序、启用或禁用，不能新增字典项</Typography.Text>}
    </>
  );

  return (
    <Row gutter={16} align="top">
      <Col xs={24} xl={8}>
        <ListPage title="字典类型" endpoint={dictApi.typePage} columns={columnsOfTypes} rowKey="dictType" />
      </Col>
      <Col xs={24} xl={16}>
        {current && (
          <ListPage
            key={current.dictType}
            title={`字典项：${current.dictName}`}
            endpoint={dictApi.itemPage}
            columns={columnsOfItems}
            rowKey="id"
            fixedParams={{ dictType: current.dictType }}
            // Beside the types' list, and a page of its own per dictionary: 学历's page 2 is not 性别's.
            urlPrefix={current.dictType}
            toolbar={toolbar}
          />
        )}
        {current && <ItemForm dictType={current.dictType} item={editing} nextSort={current.itemCount} onClose={() => setEditing(undefined)} />}
      </Col>
    </Row>
  );
}
