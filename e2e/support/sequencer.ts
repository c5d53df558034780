import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files known to run longest start first. Without Vitest's timing cache (CI's fresh clone) files start
 * largest first, and list-fit.e2e.ts — 70 tests generated from a table in a 98-line file, 112 s — started
 * 30th of 35 and ran alone on one of the two workers at the end, about 35 s of the suite's tail.
 * bigscreen.e2e.ts enters and leaves the big screen 20 times: about 210 s of a three-worker run.
 */
const LONGEST = ['bigscreen.e2e.ts', 'list-fit.e2e.ts'];

const isLongest = (spec: TestSpecification) => LONGEST.some((name) => spec.moduleId.endsWith(`/${name}`));

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter(isLongest), ...sorted.filter((spec) => !isLongest(spec))];
  }
}
