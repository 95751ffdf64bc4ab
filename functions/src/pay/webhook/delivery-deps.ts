import { logger } from '../../lib/http/logger';
import { payMasterKey } from './pay-master-key';
import { deliveryConfigFrom } from './retry-schedule';
import { postJson, type DeliveryDeps } from './webhook-delivery';
import { webhookStore } from './webhook-store';

/**
 * The real wiring of delivery (the Pay table, Pay's master key, HTTP, the clock), shared by the Lambda
 * handler and the local stack's consumer loop so both run the same code.
 */
export const deliveryDeps: DeliveryDeps = {
  store: webhookStore,
  get config() {
    return deliveryConfigFrom(process.env);
  },
  masterKey: payMasterKey,
  post: postJson,
  now: () => new Date(),
  // Ids, status codes and timings only: the payload holds the customer's details.
  log: (message, fields) => logger.info(message, { ...fields }),
};
