import { describe, expect, it } from 'vitest';
import { industryOption } from './charts';

const INJECTED = '<img src=/x id=inj>';
type Formatter = (params: { name: string; value: number }) => string;

describe('the industry ring', () => {
  it('puts no 门类 name into the page as markup, in the slice or the legend tooltip', () => {
    const option = industryOption([{ industryCode: 'C', industryName: INJECTED, count: 2, rate: 100 }]) as {
      tooltip: { formatter: Formatter };
      legend: { tooltip: { formatter: Formatter } };
    };
    for (const html of [option.tooltip.formatter({ name: INJECTED, value: 2 }), option.legend.tooltip.formatter({ name: INJECTED, value: 2 })]) {
      expect(html).toContain('&lt;img src=/x id=inj&gt;');
      expect(html).not.toContain('<img');
    }
  });
});
