/**
 * Our data layer for the single-table entities (`shop/db`, `pay/db`): entities with get/put/create/update/
 * patch/delete/remove and queries, and services for write transactions. It keeps the stored format of the
 * ElectroDB model the items were first written with, so existing items and cursors stay valid.
 */
export { Entity, type EntityItem } from './entity';
export { Service, type TransactionResult, type WriteTransaction } from './service';
export { DataError } from './errors';
export type { DocumentClient, EntityConfig, Schema } from './types';
