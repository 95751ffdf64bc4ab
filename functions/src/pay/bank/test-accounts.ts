/**
 * The accounts `GET /bank/resolve` answers in test mode (docs/pay.md, Banks). Any other account number
 * answers 422, as an account the bank does not know would.
 */
export const testAccounts: ReadonlyArray<{ bankCode: string; accountNumber: string; accountName: string }> = [
  { bankCode: '058', accountNumber: '0000000001', accountName: 'ADAEZE OKAFOR' },
  { bankCode: '044', accountNumber: '0000000002', accountName: 'TUNDE BAKARE' },
  { bankCode: '033', accountNumber: '0000000003', accountName: 'HAUWA MUSA' },
  { bankCode: '057', accountNumber: '0123456789', accountName: 'ASO TEST ACCOUNT' },
  // The test bank refuses every payout to this one (`processor/test-processor.ts`, failingPayoutAccount).
  { bankCode: '058', accountNumber: '0000000013', accountName: 'FAILING PAYOUT ACCOUNT' },
];
