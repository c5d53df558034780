import { systemAreas } from '@hrbd/contract';
import { describe, expect, it } from 'vitest';
import { allRoutes } from '../index.js';

describe('system routes', () => {
  it('serve every system endpoint of the contract exactly once', () => {
    const served = allRoutes.map((r) => r.endpoint.key);
    for (const endpoint of systemAreas.flatMap((area) => Object.values(area))) {
      expect(served.filter((key) => key === endpoint.key), endpoint.key).toHaveLength(1);
    }
  });
});
