import { randomUUID } from 'node:crypto';
import { cardBody } from '../../api/pay-helpers';
import { strongPassword } from '../accounts';

/** The fuzz's own objects that example bodies name. */
export interface ExampleObjects {
  email: string;
  orderID: string;
  completedOrderID: string;
  addressId: string;
  measurementId: string;
  productId: string;
  accessCode: string;
  transactionId: string;
  authorizationCode: string | undefined;
  publicKey: string;
}

/**
 * A body each of these routes accepts, used beside the ones generated from its schema. Their schemas hold
 * refinements JSON Schema cannot express (measures in range, card numbers, passwords), so generated bodies
 * rarely pass validation; mutating a valid one field at a time reaches the handler's deeper checks.
 * Keyed like the fuzz rows: `product METHOD path`.
 */
export function fuzzExamples(objects: ExampleObjects): Record<string, unknown> {
  const measurements = { name: 'Fuzz', chest: 40, waist: 32, sleeve: 24 };
  const payer = 'fuzz-payer@example.com';
  return {
    'shop POST /auth/login': { email: objects.email, password: 'Not-The-Password-1' },
    'shop POST /auth/signup': { firstName: 'Fuzz', lastName: 'Test', email: `fuzz-${randomUUID().slice(0, 8)}@example.com`, password: strongPassword, phone: '+2348012345678', otp: '000000' },
    'shop POST /auth/reset-password': { email: objects.email, otp: '000000', password: strongPassword },
    'shop POST /auth/change-password': { oldPassword: 'Not-The-Password-1', newPassword: strongPassword },
    'shop POST /measurement/add-measurements': { measurements },
    'shop POST /measurement/update-measurements': { id: objects.measurementId, measurements },
    'shop POST /order/add-order': {
      items: [{ productId: objects.productId, quantity: 1 }],
      delivery: true,
      deliveryDetailsId: objects.addressId,
      measurementId: objects.measurementId,
      idempotencyKey: `fuzz-${randomUUID()}`,
    },
    'shop POST /order/request-remake': { orderID: objects.completedOrderID, itemIndex: 0, reason: 'Too tight at the chest' },
    'shop POST /admin/order/update-order-status': { orderID: objects.orderID, status: 'processing', confirmUnpaid: true },
    'shop POST /admin/order/refund-order': { orderID: objects.orderID, amount: 100, reason: 'Fuzz', idempotencyKey: randomUUID() },
    'shop POST /admin/order/settle-remake': { orderID: objects.completedOrderID, requestId: 'no-such-request', outcome: 'partial_refund', amount: 100, note: 'Fuzz', idempotencyKey: randomUUID() },
    'pay POST /transaction/initialize': { email: payer, amount: 100000 },
    'pay POST /refund': { transaction: objects.transactionId, amount: 100 },
    'pay POST /transaction/charge_authorization': { authorization_code: objects.authorizationCode ?? 'AUTH_none', email: payer, amount: 100000 },
    'pay POST /checkout/request_inline': { key: objects.publicKey, email: payer, amount: 100000 },
    'pay POST /transaction/update_log/{id}': { payload: '{"event":"opened"}' },
    'pay POST /checkout/charge/card': cardBody(objects.accessCode, '4084084084084081'),
    'pay POST /checkout/vault/verify_code': { access_code: objects.accessCode, code: '123456' },
    'pay POST /applepay/charge': { transaction: objects.transactionId, paymentObject: '{"token":"none"}' },
  };
}
