import { centsToYuan, digitsOnly, INTEGER_MESSAGE, isInteger, isMoney, MONEY_MESSAGE, RANGE_MESSAGE, yuanToCents } from '@hrbd/contract';
import { Input, InputNumber, Space, type FormRule, type InputProps } from 'antd';
import { useState } from 'react';

/**
 * Number inputs of spec §5, on the contract's formats (`common/numbers.ts`),
 * so the console checks what the server checks. While the text is not (yet) a
 * valid number the field's value is that text, and the rules below show the
 * glossary's message for it.
 */

/** A whole number, or the typed text while it is not one. */
export type IntegerValue = number | string | null;
/** Cents, or the typed text while it is not an amount. */
export type MoneyValue = number | string | null;

type TextInputProps = Omit<InputProps, 'value' | 'onChange'>;

/** Keeps the text a person types while the value it stands for comes and goes, and takes a new value given from outside. */
function useTypedText<V>(value: V | undefined, show: (value: V | undefined) => string) {
  const [text, setText] = useState(() => show(value));
  const [shown, setShown] = useState<V | undefined>(value);
  if (value !== shown) {
    setShown(value);
    // Text that already stands for this value stays as typed (12.5 is 1250 cents, shown 12.50 only on blur).
    if (typeof value !== 'string') setText(show(value));
  }
  const type = (next: string, as: V) => {
    setText(next);
    setShown(as);
  };
  return { text, setText, type };
}

/** 整数: 0, or digits without a leading zero (请输入正确的整数). */
export function IntegerInput({ value, onChange, ...props }: TextInputProps & { value?: IntegerValue; onChange?: (value: IntegerValue) => void }) {
  const { text, type } = useTypedText<IntegerValue>(value, (v) => (v === null || v === undefined ? '' : String(v)));
  return (
    <Input
      inputMode="numeric"
      {...props}
      value={text}
      onChange={(e) => {
        const raw = e.target.value.trim();
        const next: IntegerValue = raw === '' ? null : isInteger(raw) ? Number(raw) : raw;
        type(e.target.value, next);
        onChange?.(next);
      }}
    />
  );
}

/**
 * 金额: typed in yuan (positive, at most two decimals), kept in cents as the
 * server stores amounts (spec §9), shown with two decimals once left.
 */
export function MoneyInput({ value, onChange, ...props }: TextInputProps & { value?: MoneyValue; onChange?: (value: MoneyValue) => void }) {
  const { text, setText, type } = useTypedText<MoneyValue>(value, (v) => (typeof v === 'number' ? centsToYuan(v) : (v ?? '')));
  return (
    <Input
      inputMode="decimal"
      suffix="元"
      {...props}
      value={text}
      onChange={(e) => {
        const raw = e.target.value.trim();
        const next: MoneyValue = raw === '' ? null : isMoney(raw) ? yuanToCents(raw) : raw;
        type(e.target.value, next);
        onChange?.(next);
      }}
      onBlur={(e) => {
        if (typeof value === 'number') setText(centsToYuan(value));
        props.onBlur?.(e);
      }}
    />
  );
}

/** Digits only (phone numbers, ID-like codes): anything else typed or pasted is dropped at once. */
export function NumericInput({ value, onChange, ...props }: TextInputProps & { value?: string; onChange?: (value: string) => void }) {
  return <Input inputMode="numeric" {...props} value={value ?? ''} onChange={(e) => onChange?.(digitsOnly(e.target.value))} />;
}

export type NumberRange = [number | null, number | null];

export interface NumberRangeInputProps {
  value?: NumberRange;
  onChange?: (value: NumberRange) => void;
  min?: number;
  max?: number;
  /** Decimal places (0 for whole numbers). */
  precision?: number;
  placeholder?: [string, string];
  /** Names the two boxes for assistive technology, e.g. 年龄 → 年龄最小值 / 年龄最大值. */
  label?: string;
  unit?: string;
  disabled?: boolean;
}

/** Two numbers, 最小值 至 最大值; either may be left open. Pair with {@link numberRangeRule}. */
export function NumberRangeInput({ value, onChange, min, max, precision, placeholder = ['最小值', '最大值'], label = '', unit, disabled }: NumberRangeInputProps) {
  const [from, to] = value ?? [null, null];
  const box = (which: 0 | 1) => (
    <InputNumber<number>
      value={which === 0 ? from : to}
      min={min}
      max={max}
      precision={precision}
      disabled={disabled}
      placeholder={placeholder[which]}
      aria-label={`${label}${placeholder[which]}`}
      suffix={which === 1 ? unit : undefined}
      style={{ width: 120 }}
      onChange={(n) => onChange?.(which === 0 ? [n ?? null, to] : [from, n ?? null])}
    />
  );
  return (
    <Space.Compact className="number-range-input">
      {box(0)}
      <Input className="number-range-input__separator" value="至" disabled tabIndex={-1} aria-hidden style={{ width: 36, textAlign: 'center', pointerEvents: 'none' }} />
      {box(1)}
    </Space.Compact>
  );
}

const isBlank = (v: unknown) => v === null || v === undefined || v === '';

/** Form rule for {@link IntegerInput}: 请输入正确的整数 while the text is not an integer. */
export const integerRule: FormRule = {
  validator: (_, v: IntegerValue | undefined) => (isBlank(v) || typeof v === 'number' ? Promise.resolve() : Promise.reject(new Error(INTEGER_MESSAGE))),
};

/** Form rule for {@link MoneyInput}: 请输入正确的金额（最多保留两位小数） while the text is not an amount. */
export const moneyRule: FormRule = {
  validator: (_, v: MoneyValue | undefined) => (isBlank(v) || typeof v === 'number' ? Promise.resolve() : Promise.reject(new Error(MONEY_MESSAGE))),
};

/** Form rule for {@link NumberRangeInput}: the lower bound may not be above the upper one. */
export const numberRangeRule: FormRule = {
  validator: (_, v: NumberRange | undefined) =>
    v && v[0] !== null && v[1] !== null && v[0] > v[1] ? Promise.reject(new Error(RANGE_MESSAGE)) : Promise.resolve(),
};
