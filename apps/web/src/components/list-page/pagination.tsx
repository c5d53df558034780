import { PAGE_SIZES } from '@hrbd/contract';
import { Pagination, Select, Space, Typography } from 'antd';

export interface PagerProps {
  pageNum: number;
  pageSize: number;
  total: number;
  onChange: (pageNum: number, pageSize: number) => void;
}

const SIZE_OPTIONS = PAGE_SIZES.map((size) => ({ value: size, label: `${size}条/页` }));

/**
 * The spec's pagination layout in its order: total, sizes, prev, pager, next,
 * jumper (antd places the size changer after the pager, so it is composed here).
 */
export function Pager({ pageNum, pageSize, total, onChange }: PagerProps) {
  return (
    <Space className="pager" size={12} wrap style={{ justifyContent: 'flex-end', width: '100%' }}>
      <Typography.Text>共 {total} 条</Typography.Text>
      <Select
        aria-label="每页条数"
        size="small"
        value={pageSize}
        options={SIZE_OPTIONS}
        style={{ width: 100 }}
        onChange={(size) => onChange(1, size)}
      />
      <Pagination
        size="small"
        current={pageNum}
        pageSize={pageSize}
        total={total}
        showSizeChanger={false}
        showQuickJumper
        locale={{ jump_to: '前往', page: '页', prev_page: '上一页', next_page: '下一页' }}
        onChange={(page) => onChange(page, pageSize)}
      />
    </Space>
  );
}
