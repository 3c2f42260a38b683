/**
 * Runs the end-to-end files in a fixed order: alphabetical, with the update journey last, because it
 * rebuilds the app (to the default spinner) and every file after it would pay the spec's second.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LAST = /pwa-update\.test\.ts$/;

export class E2eSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => {
      const lastA = LAST.test(a.moduleId) ? 1 : 0;
      const lastB = LAST.test(b.moduleId) ? 1 : 0;
      if (lastA !== lastB) return lastA - lastB;
      return a.moduleId < b.moduleId ? -1 : a.moduleId > b.moduleId ? 1 : 0;
    });
  }
}
