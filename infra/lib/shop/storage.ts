import type { Stack } from 'aws-cdk-lib';
import { StreamViewType, type Table } from 'aws-cdk-lib/aws-dynamodb';
import { HttpMethods, type Bucket } from 'aws-cdk-lib/aws-s3';
import { DataTable } from '../data-table';
import { logBucket, privateBucket } from '../edge';

export interface ShopStorage {
  /** Access logs of the buckets and the distribution. */
  readonly logs: Bucket;
  readonly table: Table;
  /** Product images, uploaded by admins and served under `/images/*`. */
  readonly images: Bucket;
  /** The built SPA. */
  readonly spa: Bucket;
}

/** The Shop's storage: the single table and private buckets. Built in the stack's scope: logical IDs stay. */
export function addShopStorage(stack: Stack): ShopStorage {
  const logs = logBucket(stack, 'Logs');
  // The stream carries queued order e-mails (the mail outbox) to their consumer.
  const table = new DataTable(stack, 'Data', { stream: StreamViewType.NEW_IMAGE }).table;
  const images = privateBucket(stack, 'Images', logs, {
    cors: [
      {
        // Admin uploads go from the browser straight to S3 with a presigned POST; the signed policy, not the
        // origin, is what authorises an upload (and CORS cannot name the distribution without a cycle).
        allowedMethods: [HttpMethods.POST],
        allowedOrigins: ['*'],
        allowedHeaders: ['*'],
        maxAge: 3000,
      },
    ],
  });
  return { logs, table, images, spa: privateBucket(stack, 'Spa', logs) };
}
