import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../platform/context.js';
import { sharedAnswer } from './shared-answer.js';

const depsA = {} as AppDeps;
const depsB = {} as AppDeps;
/** The computation begins on the event loop's next turn. */
const begun = () => new Promise((resolve) => setImmediate(resolve));

/** A computation that counts its runs and finishes when told. */
function gate<T>(value: T) {
  let runs = 0;
  let release!: () => void;
  let fail!: (error: Error) => void;
  const compute = () => {
    runs += 1;
    return new Promise<T>((resolve, reject) => {
      release = () => resolve(value);
      fail = reject;
    });
  };
  return { compute, runs: () => runs, release: () => release(), fail: (e: Error) => fail(e) };
}

describe('sharedAnswer: identical big-screen questions in flight', () => {
  it('computes once for questions asked before it begins and while it runs, and all get that answer', async () => {
    const g = gate({ total: 7 });
    const asked = [sharedAnswer(depsA, 'q', g.compute), sharedAnswer(depsA, 'q', g.compute)];
    await begun();
    asked.push(sharedAnswer(depsA, 'q', g.compute));
    await begun();
    expect(g.runs()).toBe(1);
    g.release();
    const answers = await Promise.all(asked);
    expect(answers.map((a) => a.total)).toEqual([7, 7, 7]);
  });

  it('computes afresh for a question asked after the answer went out', async () => {
    let n = 0;
    const compute = async () => ++n;
    expect(await sharedAnswer(depsA, 'again', compute)).toBe(1);
    expect(await sharedAnswer(depsA, 'again', compute)).toBe(2);
  });

  it('keeps different questions, and the same question of another server, apart', async () => {
    const g = gate('a');
    const first = sharedAnswer(depsA, 'k1', g.compute);
    const other = sharedAnswer(depsA, 'k2', async () => 'other key');
    const otherServer = sharedAnswer(depsB, 'k1', async () => 'other server');
    await begun();
    g.release();
    expect(await Promise.all([first, other, otherServer])).toEqual(['a', 'other key', 'other server']);
  });

  it('hands a failure to every waiting question, then forgets it', async () => {
    const g = gate(0);
    const asked = [sharedAnswer(depsA, 'bad', g.compute), sharedAnswer(depsA, 'bad', g.compute)];
    await begun();
    g.fail(new Error('数据库不可用'));
    for (const answer of asked) await expect(answer).rejects.toThrow('数据库不可用');
    expect(await sharedAnswer(depsA, 'bad', async () => 5)).toBe(5);
  });
});
