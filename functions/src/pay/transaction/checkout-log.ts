/**
 * The checkout's log in Paystack's shape: the transaction's `log` (verify, fetch, list, webhooks, the init) and
 * the timeline (`GET /transaction/timeline/{id_or_reference}`) both read what the pop-up sent with `update_log`
 * through this. Pure.
 */
export interface Timeline {
  start_time: number | null;
  time_spent: number;
  attempts: number;
  /** Only when the checkout recorded one (`pin`, `otp`…). */
  authentication?: string;
  errors: number;
  success: boolean;
  mobile: boolean;
  input: unknown[];
  history: Array<{ type: string; message: string; time: number }>;
}

const number = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** The timeline of a stored log (any JSON the script sent); unknown or missing fields get defaults. */
export function timelineOf(log: string | undefined, succeeded: boolean): Timeline {
  let parsed: Record<string, unknown> = {};
  try {
    const value: unknown = log ? JSON.parse(log) : {};
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) parsed = value as Record<string, unknown>;
  } catch {
    parsed = {};
  }
  const history = Array.isArray(parsed.history)
    ? parsed.history.flatMap((entry: unknown) => {
        if (typeof entry !== 'object' || entry === null) return [];
        const { type, message, time } = entry as Record<string, unknown>;
        return [{ type: typeof type === 'string' ? type : 'action', message: typeof message === 'string' ? message : '', time: number(time, 0) }];
      })
    : [];
  return {
    start_time: typeof parsed.start_time === 'number' ? parsed.start_time : null,
    time_spent: number(parsed.time_spent, 0),
    attempts: number(parsed.attempts, 0),
    ...(typeof parsed.authentication === 'string' ? { authentication: parsed.authentication } : {}),
    errors: number(parsed.errors, 0),
    success: typeof parsed.success === 'boolean' ? parsed.success : succeeded,
    mobile: parsed.mobile === true,
    input: Array.isArray(parsed.input) ? parsed.input : [],
    history,
  };
}

/** A transaction's `log`: its timeline, or `null` until the checkout sent one. */
export function logView(log: string | undefined, succeeded: boolean): Timeline | null {
  return log ? timelineOf(log, succeeded) : null;
}
