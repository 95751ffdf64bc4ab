import { mountWalletButton, startWalletPay } from './apple-pay';
import type { Extras } from './lazy';
import { Modal } from './modal';

/** The lazily loaded parts themselves (see `lazy.ts`). */
export const extras: Extras = { Modal, mountWalletButton, startWalletPay };
