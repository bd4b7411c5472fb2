import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest spec files, longest first (measured: docs/decisions/, "Testing"). With two
 * workers each free worker takes the next file, so starting the long ones first keeps one
 * worker from finishing a long file alone at the end. A fresh clone has no timings cached, and
 * Vitest's fallback order (largest file first) would start the chapter walk, a short file that
 * runs longest, late.
 */
const longestFirst = ['chapters', 'accessibility', 'phone-width', 'row-controls', 'practice', 'review'];

function rank(spec: TestSpecification): number {
  const name = /([^/\\]+)\.e2e\.ts$/.exec(spec.moduleId)?.[1] ?? '';
  const index = longestFirst.indexOf(name);
  return index === -1 ? longestFirst.length : index;
}

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rest = await super.sort(files);
    return [...rest].sort((a, b) => rank(a) - rank(b));
  }
}
