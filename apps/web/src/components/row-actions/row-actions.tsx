import { Button, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';

/** The 操作 column's links, side by side without wrapping. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Space size={0} wrap={false}>
      {children}
    </Space>
  );
}

interface ActionLinkProps {
  onClick?: () => void;
  danger?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

export function ActionLink({ onClick, danger, disabled, children }: ActionLinkProps) {
  return (
    <Button type="link" size="small" danger={danger} disabled={disabled} onClick={onClick}>
      {children}
    </Button>
  );
}

interface ConfirmActionProps extends Omit<ActionLinkProps, 'onClick'> {
  /** The question, naming what will happen, e.g. 确定删除用户“张三”吗？ */
  title: ReactNode;
  /** May return a promise: the confirm button spins until it settles. */
  onConfirm: () => Promise<unknown> | void;
}

/** A destructive row action (删除, 禁用, 强制下线 …) that asks first. */
export function ConfirmAction({ title, onConfirm, danger, disabled, children }: ConfirmActionProps) {
  return (
    <Popconfirm title={title} okText="确定" cancelText="取消" onConfirm={onConfirm} disabled={disabled}>
      {/* The antd Button itself, not ActionLink: the popup aligns to its child's DOM node through a ref. */}
      <Button type="link" size="small" danger={danger} disabled={disabled}>
        {children}
      </Button>
    </Popconfirm>
  );
}
