import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The files that read the whole demo (`*demo.test.ts`, `start: 'demo'`). */
const readsDemo = (spec: TestSpecification) => spec.moduleId.endsWith('demo.test.ts');

/**
 * The demo tests start last: they wait for the demo, which `global-setup.ts` seeds beside the run's other files
 * (about a minute per dialect). Started first, they would hold workers idle while it seeds.
 */
export class DemoLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((spec) => !readsDemo(spec)), ...sorted.filter(readsDemo)];
  }
}
