import { Empty } from 'antd';
import type { ReactNode } from 'react';

export interface EmptyDataProps {
  /** 暂无数据 unless a screen says more precisely what is missing. */
  description?: ReactNode;
  /** Inside tables and small panels the plain image fits; a page of its own may use the larger one. */
  large?: boolean;
}

/** The empty-data notice (glossary §10: 暂无数据), the same everywhere. */
export function EmptyData({ description = '暂无数据', large = false }: EmptyDataProps) {
  return (
    <Empty
      className="empty-data"
      image={large ? Empty.PRESENTED_IMAGE_DEFAULT : Empty.PRESENTED_IMAGE_SIMPLE}
      description={description}
      style={{ margin: large ? '48px 0' : '16px 0', color: '#909399' }}
    />
  );
}
