import type { CSSProperties } from 'react';
import { Cascader } from 'antd';
import type { CodeOption } from '../../lib/reference-data';
import { pathTo } from '../../lib/reference-data';

export interface CodeCascaderProps {
  options: CodeOption[];
  /** The chosen node's code; the cascader shows its path. */
  value?: string;
  onChange?: (code: string | undefined) => void;
  /** Whether an inner node (a 大类, a 门类) may be chosen, as a filter may; forms want a leaf. */
  anyLevel?: boolean;
  placeholder?: string;
  id?: string;
  style?: CSSProperties;
}

/**
 * A reference tree (industries, job categories) as a cascader whose value is
 * one code, the way the endpoints take it, rather than antd's path array.
 */
export function CodeCascader({ options, value, onChange, anyLevel = false, placeholder = '请选择', id, style }: CodeCascaderProps) {
  return (
    <Cascader<CodeOption>
      id={id}
      options={options}
      value={pathTo(options, value)}
      onChange={(path) => onChange?.(path && path.length > 0 ? String(path[path.length - 1]) : undefined)}
      changeOnSelect={anyLevel}
      showSearch={{ filter: (input, path) => path.some((o) => o.label.includes(input)) }}
      placeholder={placeholder}
      allowClear
      style={{ width: 220, ...style }}
    />
  );
}
