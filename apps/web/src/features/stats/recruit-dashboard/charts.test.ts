import { describe, expect, it } from 'vitest';
import { shareOption } from './charts';

const INJECTED = '<img src=/x id=inj>';

describe('the share rings', () => {
  it('put no label name into the page as markup', () => {
    const ring = shareOption('岗位标签', [{ key: 'k', name: INJECTED, count: 3, rate: 100, other: false }]) as {
      tooltip: { formatter: (params: { name: string; value: number }) => string };
    };
    const html = ring.tooltip.formatter({ name: INJECTED, value: 3 });
    expect(html).toContain('&lt;img src=/x id=inj&gt;');
    expect(html).not.toContain('<img');
  });
});
