import { isConditionFailure } from '../../lib/db/condition-failure';
import { BadRequestError, HttpError, NotFoundError } from '../../lib/http/errors';
import { bankView, listBanks, resolveAccount } from '../bank/bank-service';
import { listBanksQuery } from '../bank/contract';
import { Subaccount, type SubaccountItem } from '../db/subaccount';
import { callingMerchant, type MerchantCaller } from '../merchant/merchant-service';
import { newResourceCode, newResourceId } from '../shared/resource-ids';
import type { CreateSubaccountBody, UpdateSubaccountBody } from './contract';
import { merchantSubaccount, subaccountView, type SubaccountView } from './subaccount-read-service';

interface SettlementAccount {
  bankCode: string;
  bankId: number;
  bankName: string;
  accountNumber: string;
  accountName: string;
}

/**
 * The bank account a subaccount settles to, named by the bank module's account resolution (its documented test
 * accounts): an unknown bank or an account it cannot name is a 400 naming the field.
 */
function settlementAccount(bankCode: string, accountNumber: string): SettlementAccount {
  let resolved: ReturnType<typeof resolveAccount>;
  try {
    resolved = resolveAccount({ bank_code: bankCode, account_number: accountNumber });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const unknownBank = error.message.startsWith('Unknown bank code');
    const path = unknownBank ? 'settlement_bank' : 'account_number';
    throw new BadRequestError(unknownBank ? `settlement_bank: ${error.message} (see GET /bank)` : `account_number: ${error.message} (see GET /bank/resolve)`, [{ path, message: error.message }]);
  }
  const bank = listBanks(listBanksQuery.parse({})).data.find((candidate) => candidate.id === resolved.bank_id);
  return { bankCode, bankId: resolved.bank_id, bankName: bank ? bankView(bank).name : bankCode, accountNumber: resolved.account_number, accountName: resolved.account_name };
}

export async function createSubaccount(caller: MerchantCaller, body: CreateSubaccountBody): Promise<SubaccountView> {
  const { merchantId } = caller;
  const merchant = await callingMerchant(caller);
  const account = settlementAccount(body.settlement_bank, body.account_number);
  const now = new Date().toISOString();
  const { data } = await Subaccount.create({
    subaccountCode: newResourceCode('ACCT_'),
    subaccountId: newResourceId(),
    merchantId,
    domain: merchant.mode ?? 'test',
    businessName: body.business_name,
    ...account,
    percentageCharge: body.percentage_charge,
    description: body.description ?? '',
    primaryContactEmail: body.primary_contact_email ?? '',
    primaryContactName: body.primary_contact_name ?? '',
    primaryContactPhone: body.primary_contact_phone ?? '',
    settlementSchedule: body.settlement_schedule ?? 'auto',
    metadata: body.metadata ?? '',
    active: true,
    createdAt: now,
    updatedAt: now,
  }).go();
  return subaccountView(data);
}

type SubaccountChanges = Partial<Omit<SubaccountItem, 'subaccountCode' | 'subaccountId' | 'merchantId' | 'domain' | 'createdAt'>>;

/** Changes what the body gives; a new bank or account number is resolved again (with the one it keeps). */
export async function updateSubaccount(merchantId: string, idOrCode: string, body: UpdateSubaccountBody): Promise<SubaccountView> {
  const subaccount = await merchantSubaccount(merchantId, idOrCode);
  const accountChanged = body.settlement_bank !== undefined || body.account_number !== undefined;
  const changes: SubaccountChanges = {
    ...(accountChanged ? settlementAccount(body.settlement_bank ?? subaccount.bankCode, body.account_number ?? subaccount.accountNumber) : {}),
    ...(body.business_name !== undefined ? { businessName: body.business_name } : {}),
    ...(body.percentage_charge !== undefined ? { percentageCharge: body.percentage_charge } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.primary_contact_email !== undefined ? { primaryContactEmail: body.primary_contact_email } : {}),
    ...(body.primary_contact_name !== undefined ? { primaryContactName: body.primary_contact_name } : {}),
    ...(body.primary_contact_phone !== undefined ? { primaryContactPhone: body.primary_contact_phone } : {}),
    ...(body.settlement_schedule !== undefined ? { settlementSchedule: body.settlement_schedule } : {}),
    ...(body.metadata !== undefined ? { metadata: body.metadata } : {}),
    ...(body.active !== undefined ? { active: body.active } : {}),
  };
  if (Object.keys(changes).length === 0) return subaccountView(subaccount);
  try {
    const { data } = await Subaccount.patch({ subaccountCode: subaccount.subaccountCode })
      .set({ ...changes, updatedAt: new Date().toISOString() })
      .go({ response: 'all_new' });
    return subaccountView(data);
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError('Subaccount not found');
    throw error;
  }
}
