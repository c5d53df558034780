import { formatTime } from '../platform/time.js';

/**
 * Where the tests' demo history ends: a Monday morning. Every demo test reads the demo seeded once per
 * dialect with this clock (`demo-template.ts`), so its dates are fixed and its checks exact.
 */
export const DEMO_NOW = Date.parse('2026-11-23T10:00:00+08:00');
export const DEMO_NOW_TEXT = formatTime(DEMO_NOW);
