/** Parameter validation exactly as merchants' existing inline-payment code expects (SPEC §5). */

export type ParamType = 'string' | 'number' | 'array' | 'object' | 'function' | 'boolean';

/** A callback merchants pass; receives whatever the event carries. */
export type Callback = (...args: never[]) => unknown;

export interface ValidationIssue {
  message: string;
  validTypes?: ParamType[];
}

/** Error thrown for invalid parameters: a plain `Error` carrying the list of issues. */
export interface ValidationError extends Error {
  issues: ValidationIssue[];
}

const S: ParamType[] = ['string'];
const SN: ParamType[] = ['string', 'number'];
const N: ParamType[] = ['number'];
const A: ParamType[] = ['array'];
const F: ParamType[] = ['function'];
const SB: ParamType[] = ['string', 'boolean'];

/** Every accepted parameter with its valid types; any other key is dropped. */
export const PARAMETER_TYPES: Readonly<Record<string, ParamType[]>> = {
  key: S, amount: SN, currency: S, email: S, label: S, firstName: S, lastName: S, reference: S, phone: S,
  customerCode: S, channels: A, paymentRequest: SN, paymentPage: S, hash: S, container: S,
  metadata: ['object'], subaccountCode: S, bearer: S, transactionCharge: SN, planCode: S,
  subscriptionCount: N, planInterval: S, subscriptionLimit: N, subscriptionStartDate: S, accessCode: S,
  firstname: S, lastname: S, customer_code: S, payment_request: SN, subaccount: S, transaction_charge: SN,
  plan: S, quantity: N, interval: S, invoice_limit: SN, start_date: S, ref: S, split: ['object', 'string'],
  split_code: S, transaction_type: S, subscription: N, language: S, connect_account: S, connect_split: A,
  order_id: N, card: SB, bank: SB, payment_page: SN,
  onError: F, onLoad: F, onSuccess: F, onCancel: F, callback: F, onClose: F, onBankTransferConfirmationPending: F,
};

export const CALLBACK_NAMES = [
  'onError', 'onLoad', 'onSuccess', 'onCancel', 'callback', 'onClose', 'onBankTransferConfirmationPending',
] as const;

export type CallbackName = (typeof CALLBACK_NAMES)[number];

/** Validated parameters: only accepted keys remain. */
export type TransactionParameters = Record<string, unknown> & Partial<Record<CallbackName, Callback>>;

export const NON_EMPTY_MESSAGE = 'Transaction parameters should be a non-empty object';
export const INVALID_MESSAGE = 'Invalid transaction parameters';

/** Creates the `Error` with an `issues` array that every validation failure throws. */
export function validationError(message: string, issues: ValidationIssue[]): ValidationError {
  return Object.assign(new Error(message), { issues });
}

/** `typeof`, with arrays and null told apart (`bigint` and `symbol` are never valid, so need no name). */
function typeOf(value: unknown): ParamType | 'null' | 'undefined' | 'bigint' | 'symbol' {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeOf(value) === 'object';
}

/**
 * Validates and copies merchant parameters. Throws `Transaction parameters should be a non-empty object`
 * for `{}`, `null`, arrays and non-objects, and `Invalid transaction parameters` with `issues`
 * (missing parameters first, then type errors in key order). Never mutates `input`.
 */
export function validateParameters(input: unknown): TransactionParameters {
  if (!isPlainObject(input) || Object.keys(input).length === 0) {
    throw validationError(NON_EMPTY_MESSAGE, [{ message: NON_EMPTY_MESSAGE }]);
  }
  const accepted: Record<string, unknown> = {};
  for (const name of Object.keys(input)) {
    if (Object.prototype.hasOwnProperty.call(PARAMETER_TYPES, name)) accepted[name] = input[name];
  }
  if (accepted.accessCode) {
    const alone: Record<string, unknown> = { accessCode: accepted.accessCode };
    for (const name of CALLBACK_NAMES) if (name in accepted) alone[name] = accepted[name];
    return checkTypes(alone, []);
  }
  const missing: ValidationIssue[] = [];
  const required: [string, boolean][] = [
    ['key', true],
    ['amount', !(accepted.plan || accepted.planCode)],
    ['email', !accepted.customerCode],
  ];
  for (const [name, isRequired] of required) {
    if (isRequired && !accepted[name]) missing.push({ message: `Required parameter missing: ${name}` });
  }
  if (accepted.planCode || accepted.plan) delete accepted.amount;
  if (accepted.customerCode) delete accepted.email;
  return checkTypes(accepted, missing);
}

function checkTypes(accepted: Record<string, unknown>, issues: ValidationIssue[]): TransactionParameters {
  for (const name of Object.keys(accepted)) {
    const value = accepted[name];
    const validTypes = PARAMETER_TYPES[name] ?? [];
    const actual = typeOf(value);
    if (actual === 'undefined') {
      delete accepted[name];
      continue;
    }
    if (value === null && (name === 'metadata' || name === 'split')) {
      if (name === 'metadata') delete accepted[name];
      continue;
    }
    if (!validTypes.includes(actual as ParamType)) {
      issues.push({ message: `Invalid parameter type: ${name}`, validTypes: [...validTypes] });
    }
  }
  if (issues.length > 0) throw validationError(INVALID_MESSAGE, issues);
  return accepted as TransactionParameters;
}
