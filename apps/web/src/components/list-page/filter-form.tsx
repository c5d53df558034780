import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from '../../lib/dayjs';
import { useEffect, useRef, type ReactElement } from 'react';
import { NumberRangeInput, type NumberRange } from '../number-input';

export type FilterSpec =
  | { kind: 'text'; name: string; label: string; placeholder?: string }
  /** `width` for options longer than the usual 160 px (分组 · its type · its count). */
  | { kind: 'select'; name: string; label: string; options: ReadonlyArray<{ label: string; value: string | number }>; width?: number }
  | { kind: 'dateRange'; names: readonly [string, string]; label: string }
  /** Two whole numbers (e.g. 月薪 from … to …); either may be left open. */
  | { kind: 'numberRange'; names: readonly [string, string]; label: string; unit?: string }
  /**
   * Any control that takes `value`/`onChange` with one filter value (a
   * category or region cascader, a company search): the control turns what
   * the person picks into the value the endpoint filters by.
   */
  | { kind: 'custom'; name: string; label: string; render: () => ReactElement };

export type FilterValues = Record<string, string | number | undefined>;

interface FilterFormProps {
  filters: readonly FilterSpec[];
  values: FilterValues;
  onSearch: (values: FilterValues) => void;
}

type FormShape = Record<string, string | number | [Dayjs, Dayjs] | NumberRange | null | undefined>;

const rangeField = (spec: Extract<FilterSpec, { kind: 'dateRange' | 'numberRange' }>) => spec.names.join('~');
const numberOrNull = (value: string | number | null | undefined) => (value === undefined || value === null || value === '' ? null : Number(value));

function toForm(filters: readonly FilterSpec[], values: FilterValues): FormShape {
  const shape: FormShape = {};
  for (const spec of filters) {
    if (spec.kind === 'dateRange') {
      const [from, to] = spec.names.map((n) => values[n]);
      shape[rangeField(spec)] = from && to ? [dayjs(String(from)), dayjs(String(to))] : undefined;
    } else if (spec.kind === 'numberRange') {
      shape[rangeField(spec)] = [numberOrNull(values[spec.names[0]]), numberOrNull(values[spec.names[1]])];
    } else shape[spec.name] = values[spec.name];
  }
  return shape;
}

function fromForm(filters: readonly FilterSpec[], shape: FormShape): FilterValues {
  const values: FilterValues = {};
  for (const spec of filters) {
    if (spec.kind === 'dateRange') {
      const range = shape[rangeField(spec)] as [Dayjs, Dayjs] | null | undefined;
      values[spec.names[0]] = range ? range[0].format('YYYY-MM-DD') : undefined;
      values[spec.names[1]] = range ? range[1].format('YYYY-MM-DD') : undefined;
    } else if (spec.kind === 'numberRange') {
      const pair = shape[rangeField(spec)] as NumberRange | undefined;
      values[spec.names[0]] = pair?.[0] ?? undefined;
      values[spec.names[1]] = pair?.[1] ?? undefined;
    } else {
      const value = shape[spec.name];
      values[spec.name] = value === '' || value === null ? undefined : (value as string | number | undefined);
    }
  }
  return values;
}

/** The list page's filter row: one control per filter, then 查询 and 重置. */
export function FilterForm({ filters, values, onSearch }: FilterFormProps) {
  const [form] = Form.useForm<FormShape>();
  // The fields show the applied values again only when those change (查询, 重置, an address opened) or other
  // filters are offered, compared by value: a page that renders again for another reason (a dialog closed after
  // a save, columns rebuilt) must not wipe what the person is typing.
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const key = JSON.stringify([filters.map((spec) => ('names' in spec ? spec.names : spec.name)), values]);
    if (key === shown.current) return;
    shown.current = key;
    form.setFieldsValue(toForm(filters, values));
  }, [filters, values, form]);
  return (
    <Form
      form={form}
      layout="inline"
      className="filter-form"
      initialValues={toForm(filters, values)}
      onFinish={(shape) => onSearch(fromForm(filters, shape))}
    >
      {filters.map((spec) => {
        if (spec.kind === 'text') {
          return (
            <Form.Item key={spec.name} name={spec.name} label={spec.label}>
              <Input allowClear placeholder={spec.placeholder ?? `请输入${spec.label}`} style={{ width: 180 }} />
            </Form.Item>
          );
        }
        if (spec.kind === 'select') {
          return (
            <Form.Item key={spec.name} name={spec.name} label={spec.label}>
              <Select allowClear placeholder={`请选择${spec.label}`} options={[...spec.options]} style={{ width: spec.width ?? 160 }} />
            </Form.Item>
          );
        }
        if (spec.kind === 'custom') {
          return (
            <Form.Item key={spec.name} name={spec.name} label={spec.label}>
              {spec.render()}
            </Form.Item>
          );
        }
        if (spec.kind === 'numberRange') {
          return (
            <Form.Item key={rangeField(spec)} name={rangeField(spec)} label={spec.label}>
              <NumberRangeInput min={0} precision={0} label={spec.label} unit={spec.unit} />
            </Form.Item>
          );
        }
        return (
          <Form.Item key={rangeField(spec)} name={rangeField(spec)} label={spec.label}>
            <DatePicker.RangePicker separator="至" placeholder={['开始时间', '结束时间']} />
          </Form.Item>
        );
      })}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              const cleared = fromForm(filters, {});
              form.setFieldsValue(toForm(filters, cleared));
              onSearch(cleared);
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
