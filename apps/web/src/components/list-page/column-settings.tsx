import { HolderOutlined } from '@ant-design/icons';
import { Button, Tree, Typography, type TreeProps } from 'antd';

/** A column as the settings list shows it. */
export interface SettingsColumn {
  id: string;
  title: string;
  /** 0 fixed left, 1 free, 2 fixed right: a column moves only among those of its side. */
  side: 0 | 1 | 2;
}

export interface ColumnSettingsProps {
  /** Every column, hidden ones too, in the order shown. */
  columns: readonly SettingsColumn[];
  hidden: readonly string[];
  onChange: (change: { hidden?: string[]; order?: string[] }) => void;
  onReset: () => void;
}

/** The ids with `moved` put before or after `target`. */
export function moveColumn(ids: readonly string[], moved: string, target: string, after: boolean): string[] {
  const rest = ids.filter((id) => id !== moved);
  const at = rest.indexOf(target);
  if (at < 0) return [...ids];
  rest.splice(after ? at + 1 : at, 0, moved);
  return rest;
}

/**
 * 列设置 (ProTable's column settings): a tick shows or hides a column, a drag
 * moves it; 重置 goes back to the list as defined. The last shown column
 * cannot be hidden (a table of no columns tells nothing).
 */
export function ColumnSettings({ columns, hidden, onChange, onReset }: ColumnSettingsProps) {
  const ids = columns.map((c) => c.id);
  const shown = ids.filter((id) => !hidden.includes(id));
  const sideOf = new Map(columns.map((c) => [c.id, c.side]));

  const onDrop: TreeProps['onDrop'] = ({ node, dragNode, dropPosition }) => {
    // antd gives the drop position among all nodes; relative to the target it is -1 (before) or 1 (after).
    const place = Number(node.pos.split('-').pop());
    onChange({ order: moveColumn(ids, String(dragNode.key), String(node.key), dropPosition - place > 0) });
  };

  return (
    <div className="column-settings">
      <div className="column-settings__head">
        <Typography.Text strong>列展示</Typography.Text>
        <Button type="link" size="small" onClick={onReset}>
          重置
        </Button>
      </div>
      <Tree
        checkable
        blockNode
        selectable={false}
        draggable={{ icon: <HolderOutlined /> }}
        allowDrop={({ dragNode, dropNode, dropPosition }) => dropPosition !== 0 && sideOf.get(String(dragNode.key)) === sideOf.get(String(dropNode.key))}
        checkedKeys={shown}
        onCheck={(checked) => {
          const keys = (Array.isArray(checked) ? checked : checked.checked).map(String);
          if (keys.length > 0) onChange({ hidden: ids.filter((id) => !keys.includes(id)) });
        }}
        onDrop={onDrop}
        treeData={columns.map((c) => ({
          key: c.id,
          title: c.title,
          disableCheckbox: shown.length === 1 && shown[0] === c.id,
        }))}
      />
    </div>
  );
}
