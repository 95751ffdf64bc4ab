import type {
  BankTransferDetails,
  ChargeCardBody,
  ChargeResult,
  CheckoutStatus,
  InitData,
  VaultCards,
  VaultCodeSent,
  VaultSession,
} from '../../../functions/src/pay/checkout/contract';
import { toApiRequest } from '../inline/parameters';
import type { UrlParameters } from '../protocol';

export type {
  BankTransferDetails,
  ChargeResult,
  ChargeStatus,
  CheckoutStatus,
  InitData,
  VaultCard,
  VaultCards,
  VaultCodeSent,
  VaultSession,
} from '../../../functions/src/pay/checkout/contract';

/** The card fields the page sends (the access code is added by the call). */
export type CardCharge = Omit<ChargeCardBody, 'access_code'>;

/** A failed call: the server's message, and whether there was no usable answer at all. */
export class PayError extends Error {
  constructor(
    message: string,
    readonly network = false,
  ) {
    super(message);
  }
}

/** Pay's API sits at the root of the page's own origin. */
async function call<T>(path: string, body?: object, headers: Record<string, string> = { 'Content-Type': 'application/json' }): Promise<T> {
  let answer: { status?: unknown; message?: unknown; data?: unknown };
  try {
    const response = await fetch(path, {
      method: body ? 'POST' : 'GET',
      headers: body ? headers : {},
      body: body ? JSON.stringify(body) : undefined,
      credentials: 'omit',
    });
    answer = (await response.json()) as typeof answer;
  } catch {
    throw new PayError('We could not reach Pay. Check your connection and try again.', true);
  }
  if (answer.status !== true) throw new PayError(typeof answer.message === 'string' && answer.message ? answer.message : 'Something went wrong');
  return answer.data as T;
}

const code = (accessCode: string): string => encodeURIComponent(accessCode);

export const payApi = {
  verifyAccessCode: (accessCode: string) => call<InitData>(`/transaction/verify_access_code/${code(accessCode)}`),
  /** The script's parameters, split into body and headers exactly as the script itself sends them. */
  requestInline: (params: UrlParameters) => {
    const { body, headers } = toApiRequest(params);
    return call<InitData>('/checkout/request_inline', body, headers);
  },
  chargeCard: (accessCode: string, card: CardCharge) => call<ChargeResult>('/checkout/charge/card', { access_code: accessCode, ...card }),
  submitPin: (accessCode: string, pin: string) => call<ChargeResult>('/checkout/charge/pin', { access_code: accessCode, pin }),
  submitOtp: (accessCode: string, otp: string) => call<ChargeResult>('/checkout/charge/otp', { access_code: accessCode, otp }),
  startTransfer: (accessCode: string) => call<BankTransferDetails>('/checkout/charge/bank_transfer', { access_code: accessCode }),
  transferSent: (accessCode: string) => call<ChargeResult>('/checkout/charge/bank_transfer/sent', { access_code: accessCode }),
  status: (accessCode: string) => call<CheckoutStatus>(`/checkout/status/${code(accessCode)}`),
  requestVaultCode: (accessCode: string) => call<VaultCodeSent>('/checkout/vault/request_code', { access_code: accessCode }),
  verifyVaultCode: (accessCode: string, vaultCode: string) =>
    call<VaultSession>('/checkout/vault/verify_code', { access_code: accessCode, code: vaultCode }),
  chargeVault: (accessCode: string, token: string, cardId: string) =>
    call<ChargeResult>('/checkout/vault/charge', { access_code: accessCode, vault_token: token, card_id: cardId }),
  removeVaultCard: (accessCode: string, token: string, cardId: string) =>
    call<VaultCards>('/checkout/vault/remove', { access_code: accessCode, vault_token: token, card_id: cardId }),
  cancel: (accessCode: string) => call<unknown>('/checkout/cancel', { access_code: accessCode }),
};
