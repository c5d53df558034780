import { describe, expect, it } from 'vitest';
import { tooltipText } from './tooltip-text';

describe('tooltipText', () => {
  it('escapes what a formatter shows', () => {
    expect(tooltipText(`<img src=/x id=inj>&"'`)).toBe('&lt;img src=/x id=inj&gt;&amp;&quot;&#39;');
  });
});
