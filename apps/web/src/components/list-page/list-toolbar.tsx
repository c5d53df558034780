import { ColumnHeightOutlined, ReloadOutlined, SearchOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Dropdown, Popover, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { ColumnSettings, type ColumnSettingsProps } from './column-settings';
import type { Density } from './use-list-settings';

const DENSITY_LABELS: Record<Density, string> = { large: '宽松', middle: '中等', small: '紧凑' };
const DENSITIES = Object.keys(DENSITY_LABELS) as Density[];

export interface ListToolbarProps {
  onReload: () => void;
  reloading: boolean;
  density: Density;
  onDensity: (density: Density) => void;
  columns: ColumnSettingsProps;
  /** Whether the filter form shows; absent when the list has no filters. */
  searchShown?: boolean;
  onToggleSearch?: () => void;
}

function Tool({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip title={label} placement="top">
      {children}
    </Tooltip>
  );
}

/**
 * The icons at the right of every list, as RuoYi and ProTable have them:
 * 显示/隐藏搜索, 刷新, 密度 and 列设置.
 */
export function ListToolbar({ onReload, reloading, density, onDensity, columns, searchShown, onToggleSearch }: ListToolbarProps) {
  const searchLabel = searchShown ? '隐藏搜索' : '显示搜索';
  return (
    <Space size={4} className="list-tools">
      {onToggleSearch && (
        <Tool label={searchLabel}>
          <Button type="text" icon={<SearchOutlined />} aria-label={searchLabel} aria-pressed={!searchShown} onClick={onToggleSearch} />
        </Tool>
      )}
      <Tool label="刷新">
        <Button type="text" icon={<ReloadOutlined spin={reloading} />} aria-label="刷新" onClick={onReload} />
      </Tool>
      <Dropdown
        trigger={['click']}
        menu={{
          selectable: true,
          selectedKeys: [density],
          items: DENSITIES.map((key) => ({ key, label: DENSITY_LABELS[key] })),
          onClick: ({ key }) => {
            const chosen = DENSITIES.find((d) => d === key);
            if (chosen) onDensity(chosen);
          },
        }}
      >
        <span>
          <Tool label="密度">
            <Button type="text" icon={<ColumnHeightOutlined />} aria-label="密度" />
          </Tool>
        </span>
      </Dropdown>
      <Popover trigger="click" placement="bottomRight" arrow={false} content={<ColumnSettings {...columns} />}>
        <span>
          <Tool label="列设置">
            <Button type="text" icon={<SettingOutlined />} aria-label="列设置" />
          </Tool>
        </span>
      </Popover>
    </Space>
  );
}
