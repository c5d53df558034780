import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../test/render-widget';
import { IntegerInput, integerRule, MoneyInput, moneyRule, NumberRangeInput, numberRangeRule, NumericInput, type NumberRange } from './number-input';

interface Values {
  count?: number | string | null;
  amount?: number | string | null;
  phone?: string;
  age?: NumberRange;
}

function renderForm(initial: Values = {}) {
  const onFinish = vi.fn();
  renderWidget(
    <Form<Values> initialValues={initial} onFinish={onFinish}>
      <Form.Item label="人数" name="count" rules={[integerRule]}>
        <IntegerInput />
      </Form.Item>
      <Form.Item label="金额" name="amount" rules={[moneyRule]}>
        <MoneyInput />
      </Form.Item>
      <Form.Item label="手机号" name="phone">
        <NumericInput maxLength={11} />
      </Form.Item>
      <Form.Item label="年龄" name="age" rules={[numberRangeRule]}>
        <NumberRangeInput label="年龄" precision={0} min={0} />
      </Form.Item>
      <Button htmlType="submit">提交</Button>
    </Form>,
  );
  return onFinish;
}

const errors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
const submit = () => userEvent.click(screen.getByRole('button', { name: /提\s*交/ }));

describe('number inputs', () => {
  it('integers: 0 or no leading zero, with the glossary message', async () => {
    const onFinish = renderForm();
    const input = screen.getByLabelText('人数');
    fireEvent.change(input, { target: { value: '012' } });
    await waitFor(() => expect(errors()).toEqual(['请输入正确的整数']));
    fireEvent.change(input, { target: { value: '1.5' } });
    await waitFor(() => expect(errors()).toEqual(['请输入正确的整数']));
    fireEvent.change(input, { target: { value: '0' } });
    await waitFor(() => expect(errors()).toEqual([]));
    fireEvent.change(input, { target: { value: '120' } });
    await submit();
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ count: 120 })));
  });

  it('money: typed in yuan with at most two decimals, kept in cents, shown with two decimals', async () => {
    const onFinish = renderForm({ amount: 1999 });
    const input = screen.getByLabelText('金额');
    expect(input).toHaveValue('19.99');
    for (const bad of ['1.234', '0', '0.00', '-5', 'abc']) {
      fireEvent.change(input, { target: { value: bad } });
      await waitFor(() => expect(errors()).toEqual(['请输入正确的金额（最多保留两位小数）']));
    }
    fireEvent.change(input, { target: { value: '12.5' } });
    await waitFor(() => expect(errors()).toEqual([]));
    // Typed text stays as typed until the field is left.
    expect(input).toHaveValue('12.5');
    fireEvent.blur(input);
    expect(input).toHaveValue('12.50');
    await submit();
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ amount: 1250 })));
  });

  it('numeric-only: drops everything but digits', async () => {
    const onFinish = renderForm();
    const input = screen.getByLabelText('手机号');
    await userEvent.type(input, '138-0013a8000');
    expect(input).toHaveValue('13800138000');
    await submit();
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ phone: '13800138000' })));
  });

  it('ranges: 最小值 至 最大值, the lower bound not above the upper', async () => {
    const onFinish = renderForm();
    expect(screen.getByDisplayValue('至')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('年龄最小值'), { target: { value: '40' } });
    fireEvent.change(screen.getByLabelText('年龄最大值'), { target: { value: '18' } });
    await submit();
    await waitFor(() => expect(errors()).toEqual(['最小值不能大于最大值']));
    expect(onFinish).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('年龄最大值'), { target: { value: '60' } });
    await submit();
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ age: [40, 60] })));
  });
});
