import type { StackState } from '../../infra/local/stack-state';

/**
 * The route fuzz of test/api/route-fuzz.test.ts, longer: more requests per route and a random seed (printed,
 * and taken from FUZZ_SEED when set, to replay a run). Reports requests sent and 5xx answers; never asserts.
 */
export interface RouteFuzzFigure {
  seed: number;
  routes: number;
  requests: number;
  serverErrors: number;
  badAnswers: number;
  rejectedBatchesThatChangedState: number;
  durationMs: number;
  /** The first bad answers, to reproduce with the seed. */
  examples: string[];
}

export async function measureRouteFuzz(state: StackState, data: string, log: (message: string) => void): Promise<RouteFuzzFigure> {
  // The test helpers find the stack through these, as under jest.stack.config.js.
  Object.assign(process.env, { LOCAL_STACK_DATA_DIR: data, SHOP_URL: state.shopUrl, PAY_URL: state.payUrl });
  const { fuzzFixture, fuzzRoutes } = await import('../support/fuzz/fuzz-fixture');
  const { describeReport, runRouteFuzz } = await import('../support/fuzz/route-fuzz');
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
  log(`route fuzz: seed ${seed} (replay with FUZZ_SEED=${seed} npm run bench -- --only fuzz)`);
  const started = performance.now();
  const fixture = await fuzzFixture();
  const routes = await fuzzRoutes();
  const report = await runRouteFuzz(state, fixture, routes, {
    seed,
    budget: { proper: { valid: 10, mutated: 60, raw: 17 }, anonymous: { valid: 2, mutated: 10, raw: 17 } },
    // More requests in flight at once than the test sends, to shake out races (two deletes of one item…).
    concurrency: 8,
  });
  log(describeReport(report));
  return {
    seed,
    routes: report.routes,
    requests: report.requests,
    serverErrors: report.serverErrors,
    badAnswers: report.findings.length,
    rejectedBatchesThatChangedState: report.stateChanges.length,
    durationMs: Math.round(performance.now() - started),
    examples: report.findings.slice(0, 10).map((finding) => `${finding.route} as ${finding.caller} [${finding.request}] → ${finding.problem}; sent ${finding.sent.slice(0, 200)}`),
  };
}
