import { transferFee } from './transfer-fee';

describe('the transfer fee', () => {
  test('It should charge ₦10 up to ₦5,000, ₦25 up to ₦50,000 and ₦50 above, in kobo', () => {
    expect([transferFee(100), transferFee(500_000), transferFee(500_001), transferFee(5_000_000), transferFee(5_000_001)]).toEqual([1_000, 1_000, 2_500, 2_500, 5_000]);
  });
});
