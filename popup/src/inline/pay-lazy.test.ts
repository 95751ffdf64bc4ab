/** @jest-environment jsdom */
import { loadExtras } from './load-extras';
import { checkoutFrame, newPay, resetDom, stubFetch, validParams } from './test-helpers';

jest.mock('./load-extras', () => ({ loadExtras: jest.fn() }));

const loadFailure = new Error('AsoPay: could not load https://pay.example/v1/inline-extras.js');
const initData = { id: 7, access_code: 'ac_1', merchant_key: 'pk_test_1', amount: 150000, currency: 'NGN', channels: ['card'], canPayWithVault: true };

beforeEach(() => {
  resetDom();
  jest.mocked(loadExtras).mockReset().mockRejectedValue(loadFailure);
});

describe('the modal and wallet pay when their lazily loaded script cannot load', () => {
  test('checkout() should open the checkout itself instead of the modal, and say why in the console', async () => {
    stubFetch({ status: true, message: 'ok', data: initData });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const transaction = await newPay().checkout(validParams());
      expect(transaction.isActive).toBe(true);
      expect(loadExtras).toHaveBeenCalledTimes(1);
      expect(document.querySelector('[data-aso-pay="modal"]')).toBeNull();
      expect(checkoutFrame()?.style.visibility).toBe('visible');
      expect(error).toHaveBeenCalledWith(loadFailure);
    } finally {
      error.mockRestore();
    }
  });

  test('checkout() should not load them when no modal is due', async () => {
    stubFetch({ status: true, message: 'ok', data: { ...initData, canPayWithVault: false } });
    await newPay().checkout(validParams());
    expect(loadExtras).not.toHaveBeenCalled();
    expect(checkoutFrame()?.style.visibility).toBe('visible');
  });
});
