import { ColumnHeightOutlined, ReloadOutlined, SearchOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Dropdown, Popover, Space } from 'antd';
import { useState, type ReactElement } from 'react';
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

/**
 * An icon button named by the browser's own tooltip (antd's would add its
 * styles to every list). An element, not a component: an overlay attaches its
 * ref and handlers to the button itself.
 */
const toolButton = (label: string, icon: ReactElement, onClick?: () => void, pressed?: boolean) => (
  <Button type="text" icon={icon} aria-label={label} title={label} aria-pressed={pressed} onClick={onClick} />
);

type Overlay = (button: ReactElement, open: boolean, setOpen: (open: boolean) => void) => ReactElement;

/**
 * A tool whose overlay (a menu, a panel) is made the first time it is asked
 * for: every list has these tools, few have them opened, and each antd
 * overlay brings its styles along when it is made.
 */
function OverlayTool({ label, icon, overlay }: { label: string; icon: ReactElement; overlay: Overlay }) {
  const [open, setOpen] = useState(false);
  const [made, setMade] = useState(false);
  const first = () => {
    setMade(true);
    setOpen(true);
  };
  // Once made, the overlay's own trigger opens and closes it.
  const button = toolButton(label, icon, made ? undefined : first);
  return made ? overlay(button, open, setOpen) : button;
}

/**
 * The icons at the right of every list, as RuoYi and ProTable have them:
 * 显示/隐藏搜索, 刷新, 密度 and 列设置.
 */
export function ListToolbar({ onReload, reloading, density, onDensity, columns, searchShown, onToggleSearch }: ListToolbarProps) {
  return (
    <Space size={4} className="list-tools">
      {onToggleSearch && (
        toolButton(searchShown ? '隐藏搜索' : '显示搜索', <SearchOutlined />, onToggleSearch, !searchShown)
      )}
      {toolButton('刷新', <ReloadOutlined spin={reloading} />, onReload)}
      <OverlayTool
        label="密度"
        icon={<ColumnHeightOutlined />}
        overlay={(button, open, setOpen) => (
          <Dropdown
            open={open}
            onOpenChange={setOpen}
            trigger={['click']}
            menu={{
              selectable: true,
              selectedKeys: [density],
              items: DENSITIES.map((key) => ({ key, label: DENSITY_LABELS[key] })),
              onClick: ({ key }) => {
                const chosen = DENSITIES.find((d) => d === key);
                if (chosen) onDensity(chosen);
                setOpen(false);
              },
            }}
          >
            {button}
          </Dropdown>
        )}
      />
      <OverlayTool
        label="列设置"
        icon={<SettingOutlined />}
        overlay={(button, open, setOpen) => (
          <Popover open={open} onOpenChange={setOpen} trigger="click" placement="bottomRight" arrow={false} content={<ColumnSettings {...columns} />}>
            {button}
          </Popover>
        )}
      />
    </Space>
  );
}
