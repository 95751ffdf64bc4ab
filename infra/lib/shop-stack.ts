import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CfnOutput, CrossStackReferences, ReferenceStrength, Stack, type StackProps } from 'aws-cdk-lib';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { apiBasePath } from '../../functions/src/lib/http/api-base';
import type { RouteEntry } from '../../functions/src/lib/http/route-entry';
import { routes as shopRoutes } from '../../functions/src/shop/routes';
import { repoRoot } from './repo-root';
import { RouteApi } from './route-api';
import { addShopCursorSecret } from './shop/cursor-secret';
import { ImageVariants } from './shop/image-variants';
import { MailOutbox } from './shop/mail-outbox';
import { addShopIdentity, googleSignInOf } from './shop/identity';
import { addShopMail } from './shop/mail';
import { addShopPaySecret } from './shop/pay-secret';
import { addShopSite } from './shop/site';
import { addShopStorage } from './shop/storage';

export interface ShopStackProps extends StackProps {
  /** The Pay origin (`https://…`): the SPA frames its checkout page, loads its script and calls its API. */
  readonly payOrigin: string;
  /** @default the Shop route table */
  readonly routes?: readonly RouteEntry[];
  /**
   * The built SPA to upload. @default `web/dist` when it exists at synth time, so a fresh clone still
   * synthesises (the bucket is then left for a later deploy to fill).
   */
  readonly spaAssets?: string | null;
}

/**
 * The Shop: table, images bucket, Cognito user pool (+ `admin` group, SES e-mail), OTP hashing key, its Pay
 * secret key (set by the operator), the HTTP API derived from the Shop route table, and one CloudFront
 * origin serving the SPA, `/api/*` and `/images/*`, with security headers. Each part lives in `shop/`.
 */
export class ShopStack extends Stack {
  readonly routeApi: RouteApi;
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: ShopStackProps) {
    super(scope, id, props);
    // Pay's origin arrives as a plain CloudFormation export/import: its distribution outlives any Shop
    // deployment, and the import stops Pay from being deleted while the Shop still frames it.
    CrossStackReferences.of(this).consume(ReferenceStrength.STRONG);
    const webDist = join(repoRoot(), 'web', 'dist');
    const spaAssets = props.spaAssets === undefined ? (existsSync(webDist) ? webDist : null) : props.spaAssets;

    const mail = addShopMail(this);
    const storage = addShopStorage(this);
    new ImageVariants(this, 'ImageVariants', { images: storage.images, table: storage.table });
    new MailOutbox(this, 'MailOutbox', { table: storage.table, mailFrom: mail.mailFrom });
    const { userPool, userPoolClient, otpSecret, google } = addShopIdentity(this, mail, googleSignInOf(this));
    const paySecret = addShopPaySecret(this);
    const cursorSecret = addShopCursorSecret(this);

    this.routeApi = new RouteApi(this, 'Api', {
      service: 'shop',
      routes: props.routes ?? shopRoutes,
      basePath: apiBasePath.shop,
      providers: {
        table: storage.table,
        imagesBucket: storage.images,
        mailFrom: mail.mailFrom,
        users: { pool: userPool, client: userPoolClient },
        otpSecret,
        paySecret,
        cursorSecret,
      },
      environment: { PAY_ORIGIN: props.payOrigin },
    });

    this.distribution = addShopSite(this, {
      storage,
      payOrigin: props.payOrigin,
      api: this.routeApi,
      spaAssets,
      googleSignIn: google ? { domain: google.domain, clientId: userPoolClient.userPoolClientId } : undefined,
    });

    const origin = `https://${this.distribution.distributionDomainName}`;
    google?.allowOrigin(origin);
    // Order e-mails link to the order page; behind CloudFront the API cannot learn the Shop's host otherwise.
    for (const fn of this.routeApi.functions) fn.addEnvironment('SHOP_ORIGIN', origin);
    new CfnOutput(this, 'ShopUrl', { value: origin, description: 'The Shop (SPA and /api/v1)' });
    new CfnOutput(this, 'UserPoolId', { value: userPool.userPoolId, description: 'USER_POOL_ID for npm run admin:create' });
    new CfnOutput(this, 'UserPoolClientId', { value: userPoolClient.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: storage.table.tableName });
    new CfnOutput(this, 'ImagesBucketName', { value: storage.images.bucketName });
    new CfnOutput(this, 'SpaBucketName', { value: storage.spa.bucketName });
    new CfnOutput(this, 'PaySecretKeyArn', { value: paySecret.secretArn, description: "Put the Shop's Pay secret key (npm run pay:merchant) here" });
    if (google) new CfnOutput(this, 'GoogleRedirectUri', { value: `https://${google.domain}/oauth2/idpresponse`, description: "Add this as an authorised redirect URI of the Google OAuth client" });
    new CfnOutput(this, 'AdminEmailOutput', { value: mail.adminEmail, description: 'Create this admin with npm run admin:create' });
  }
}
