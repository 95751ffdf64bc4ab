import { Duration, Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { EventType, type Bucket } from 'aws-cdk-lib/aws-s3';
import { LambdaDestination } from 'aws-cdk-lib/aws-s3-notifications';
import { Construct } from 'constructs';
import { variantEventFilters } from '../../../functions/src/shop/shared/image-variants-contract';
import { consumerExternals, handlerBundling } from '../handler-bundling';
import { acknowledgeBucketNotificationsHelper } from '../nag-common';
import { consumerFunction } from '../consumer-function';

/**
 * The images bucket's upload event runs `shop/media/make-image-variants.ts`: AVIF and WebP at three widths
 * next to each new product photo, category cover and avatar (the local stack runs the same service when s3rver reports an upload).
 *
 * sharp is a native module (libvips), so it is not bundled: `nodeModules` has CDK install it beside the bundle
 * from the lockfile's version, and the `npm_config_*` variables make that install fetch the linux/arm64
 * binaries (`@img/sharp-linux-arm64`, `@img/sharp-libvips-linux-arm64`) the Lambda runs, whatever the
 * machine that synthesises.
 */
export class ImageVariants extends Construct {
  readonly handler: NodejsFunction;

  constructor(scope: Construct, id: string, props: { readonly images: Bucket; readonly table: ITable }) {
    super(scope, id);
    const { handler } = consumerFunction(this, {
      handler: 'shop/media/make-image-variants.ts',
      label: 'the image variants function',
      description: 'shop: AVIF and WebP variants of each uploaded photo',
      roleDescription: 'Reads an uploaded photo and writes its variants next to it',
      needs: ['images:read', 'images:write'],
      providers: { table: props.table, imagesBucket: props.images },
      service: 'shop',
      // Decoding a 5 MB photo and encoding six AVIF/WebP files: more memory is also more CPU.
      memorySize: 1536,
      timeout: Duration.minutes(1),
      bundling: {
        externalModules: [...handlerBundling.externalModules, ...consumerExternals],
        nodeModules: ['sharp'],
        environment: { npm_config_os: 'linux', npm_config_cpu: 'arm64', npm_config_libc: 'glibc' },
      },
    });
    this.handler = handler;
    // New uploads under the prefixes that get variants only (one filter per prefix and upload extension); `.webp`
    // also matches the WebP variants, which the handler skips (their names end `.w<width>.webp`).
    const destination = new LambdaDestination(handler);
    for (const filter of variantEventFilters()) {
      props.images.addEventNotification(EventType.OBJECT_CREATED, destination, filter);
    }
    acknowledgeBucketNotificationsHelper(Stack.of(props.images));
  }
}
