export { AsoPay, AsoPay as PaystackPop, Transaction } from './pay';
export type { HostOptions, Hosts, PaymentRequestOptions, TransactionParameters } from './pay';
export type { ValidationError, ValidationIssue } from './validate';
export type * from '../protocol';
