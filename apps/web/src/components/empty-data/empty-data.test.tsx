import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../test/render-widget';
import { EmptyData } from './empty-data';

const description = () => document.querySelector('.empty-data .ant-empty-description');

describe('empty-data notice', () => {
  it('says 暂无数据 unless told more precisely', () => {
    const { rerender } = renderWidget(<EmptyData />);
    expect(description()).toHaveTextContent('暂无数据');
    expect(document.querySelector('.ant-empty-normal')).not.toBeNull();
    rerender(<EmptyData description="暂无坐标" large />);
    expect(description()).toHaveTextContent('暂无坐标');
    expect(document.querySelector('.ant-empty-normal')).toBeNull();
  });
});
