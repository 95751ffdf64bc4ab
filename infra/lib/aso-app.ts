import type { App } from 'aws-cdk-lib';
import { PayStack, type PayStackProps } from './pay-stack';
import { ShopStack, type ShopStackProps } from './shop-stack';

export interface AsoStacks {
  readonly shop: ShopStack;
  readonly pay: PayStack;
}

export interface AsoStacksOptions {
  readonly shop?: Omit<ShopStackProps, 'payOrigin'>;
  readonly pay?: PayStackProps;
}

/**
 * Both products' stacks, environment-agnostic so `cdk synth` needs no credentials or lookups. The Shop
 * reads Pay's origin (for its CSP and handlers); that cross-stack reference makes Pay deploy first.
 */
export function addAsoStacks(app: App, options: AsoStacksOptions = {}): AsoStacks {
  const pay = new PayStack(app, 'AsoPay', { description: 'Aso Pay: checkout API, pop-up script and hosted checkout page', ...options.pay });
  const shop = new ShopStack(app, 'AsoShop', {
    description: 'Aso Shop: storefront SPA, Shop API, user pool, table and images',
    ...options.shop,
    payOrigin: pay.origin,
  });
  return { shop, pay };
}
