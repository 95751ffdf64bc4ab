import { readScanLog, scanLogFile } from '../../infra/local/scan-guard';
import { fuzzFixture, fuzzRoutes, type FuzzFixture, type FuzzRoute } from '../support/fuzz/fuzz-fixture';
import { describeReport, runRouteFuzz, type FuzzReport } from '../support/fuzz/route-fuzz';
import { testStack } from '../support/stack';
import { restoreShopSettings } from '../support/admin';

/**
 * Fuzzes every route of both route tables (issue #11): requests generated from each route's own zod schemas
 * (`handler.schemas`, set by httpRoute) and then mutated — wrong types, 100 KB strings and 20,000-item arrays,
 * unicode, prototype keys, numbers at and past the limits, malformed JSON, wrong content types, empty bodies —
 * sent as the route's proper caller and as anonymous. Every answer must be a 2xx or a 4xx envelope with a clear
 * message, never a 5xx or internals, and a rejected batch must change no stored item. Seeded and bounded;
 * `npm run bench -- --only fuzz` runs a longer one with a random seed.
 */

const seed = 20261123;

/**
 * Routes that read no body, query or path parameter, so there is no schema to generate from; they are still
 * sent every mutation and must ignore or refuse it.
 */
const withoutSchema: Record<string, string> = {
  'shop GET /health': 'takes no input',
  'shop GET /category/fetch-all-categories': 'lists every category: no input',
  'shop GET /setting/fetch-shop-settings': 'reads the one settings item: no input',
  'shop GET /user/me': 'acts on the signed-in customer: no input',
  'shop POST /auth/refresh': 'reads the refresh cookie only',
  'shop POST /auth/logout': 'reads the refresh cookie only',
  'shop POST /pay/webhook': "checks Pay's signature over the raw body before parsing it",
  'shop POST /notification/read-all-notification': 'acts on the signed-in customer: no input',
  'shop GET /admin/dashboard': 'reads the counters: no input',
  'shop POST /auth/logout-everywhere': 'acts on the signed-in customer: no input',
  'shop GET /auth/fetch-two-factor': 'reads the signed-in user\'s own factor: no input',
  'shop POST /auth/start-two-factor': 'starts a factor for the signed-in user: no input',
  'shop GET /user/fetch-saved-cards': "lists the signed-in customer's own cards at Pay: no input",
  'pay GET /health': 'takes no input',
  'pay POST /transaction/set_ip/{id}': 'takes only the path id (its params schema); the IP comes from the connection',
  'pay POST /transaction/cancel/{reference}': 'takes only the path reference (its params schema); no body',
  'pay GET /balance': "reads the calling merchant's balance: no input",
  'pay POST /transfer/disable_otp': "asks to turn off the calling merchant's own transfer OTP: no input",
  'pay POST /transfer/enable_otp': "turns the calling merchant's own transfer OTP back on: no input",
  'pay POST /subscription/{code}/manage/email': 'takes only the path code (its params schema); no body',
  'pay GET /dashboard/api/me': 'reads the signed-in staff member: no input',
  'pay POST /dashboard/api/two-factor/start': "starts the signed-in staff member's own two-factor set-up: no input",
  'pay GET /dashboard/api/team': "lists the staff member's own merchant's team: no input",
  'pay GET /dashboard/api/keys': "shows the staff member's own merchant's keys: no input",
  'pay GET /dashboard/api/settings': "reads the staff member's own merchant's settings: no input",
  'pay POST /dashboard/api/webhooks/test': "sends a test event to the staff member's own merchant's webhook URL: no input",
  'pay GET /dashboard/api/overview': "sums the staff member's own merchant's payments: no input",
  'pay GET /dashboard/api/balance': "reads the staff member's own merchant's balance: no input",
  'pay POST /dashboard/api/webhooks/{eventId}/resend': 'takes only the path eventId (its params schema); no body',
  // Pay's dashboard, subscriptions: the staff member's action on the subscription in the path.
  'pay POST /dashboard/api/subscriptions/{code}/disable': 'takes only the path code (its params schema); no body',
  'pay POST /dashboard/api/subscriptions/{code}/enable': 'takes only the path code (its params schema); no body',
  'pay POST /dashboard/api/subscriptions/{code}/manage/email': 'takes only the path code (its params schema); no body',
};

describe('route fuzz', () => {
  let fixture: FuzzFixture;
  let routes: FuzzRoute[];
  let report: FuzzReport;

  beforeAll(async () => {
    fixture = await fuzzFixture();
    routes = await fuzzRoutes();
    report = await runRouteFuzz(testStack(), fixture, routes, {
      seed,
      budget: { proper: { valid: 3, mutated: 12, raw: 17 }, anonymous: { valid: 1, mutated: 3, raw: 3 } },
    });
    process.stdout.write(`${describeReport(report, true)}\n`);
    // About 6,000 requests over 150-odd routes; each admin one also asks the user pool for the caller's groups
    // (live admin rights), which cognito-local answers slowly: some 200 s alone on two cores, past 600 s while the
    // machine runs other stacks beside it.
  }, 1_800_000);

  // Valid fuzzed bodies really change the shop's settings; the files after this one price orders with the defaults.
  afterAll(restoreShopSettings);

  test('It should have input schemas for every route that reads input, and list the others with a reason', () => {
    const missing = routes
      .filter((route) => !route.inputs.body && !route.inputs.query && !route.inputs.params && !withoutSchema[route.key])
      .map((route) => route.key);
    const postWithoutBody = routes.filter((route) => route.entry.method === 'POST' && !route.inputs.body && !withoutSchema[route.key]).map((route) => route.key);
    const pathWithoutParams = routes.filter((route) => route.entry.path.includes('{') && !route.inputs.params).map((route) => route.key);
    const stale = [...Object.keys(withoutSchema), ...Object.keys(fixture.examples)].filter((key) => !routes.some((route) => route.key === key));
    expect({ missing, postWithoutBody, pathWithoutParams, stale }).toEqual({ missing: [], postWithoutBody: [], pathWithoutParams: [], stale: [] });
  });

  test('It should fuzz every route of both route tables', () => {
    expect(report.routes).toBe(routes.length);
    expect(routes.length).toBeGreaterThan(70);
    expect(report.requests).toBeGreaterThan(routes.length * 20);
  });

  test('It should answer every fuzzed request with a 2xx or a 4xx envelope with a clear message, never a 5xx or internals', () => {
    expect(report.serverErrors).toBe(0);
    expect(report.findings.map((finding) => `${finding.route} as ${finding.caller} [${finding.request}] → ${finding.problem}`)).toEqual([]);
  });

  test('It should change no stored item when it rejects a request', () => {
    expect(report.comparedBatches).toBeGreaterThan(routes.length / 2);
    expect(report.stateChanges).toEqual([]);
  });

  // The fuzz's own requests, which reach every route; the global teardown checks every request of the run.
  test('It should issue no DynamoDB Scan on any request path', () => {
    const log = readScanLog(scanLogFile(process.env.LOCAL_STACK_DATA_DIR ?? ''));
    // Both gateways recorded (an empty log of a stack that records nothing would prove nothing).
    expect(log.armed.sort()).toEqual(['pay', 'shop']);
    expect(log.scans).toEqual([]);
  });
});
