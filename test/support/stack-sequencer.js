import Sequencer from '@jest/test-sequencer';

/**
 * The stack tests share one local stack, whose tables grow with every file. Three files read the whole tables over
 * and over, so their time grows with what ran before them: the route fuzz scans both tables around each of its
 * 220-odd batches (50 s on a fresh stack, 400 s after the rest of the suite), fault injection snapshots the Shop's
 * table around each failed step, and the renewal faults Pay's around each of theirs (16 s first, 50 s late). They
 * run first; the rest keep Jest's own order (failed first, then the slowest). No check loses reach by this: those of
 * every request of the run (the log scan for secrets, the scan log of request paths) are the global teardown's.
 */
const first = ['test/api/route-fuzz.test.ts', 'test/api/fault-injection.test.ts', 'test/api/pay-renewal-faults.test.ts'];

export default class StackSequencer extends Sequencer {
  /**
   * @param {import('@jest/test-result').Test[]} tests
   * @returns {Promise<import('@jest/test-result').Test[]>}
   */
  async sort(tests) {
    const sorted = await super.sort(tests);
    const rank = (test) => {
      const index = first.findIndex((file) => test.path.endsWith(file));
      return index === -1 ? first.length : index;
    };
    return sorted.map((test, order) => ({ test, order })).sort((a, b) => rank(a.test) - rank(b.test) || a.order - b.order).map(({ test }) => test);
  }
}
