/**
 * The region and dummy credentials every local client uses. s3rver only accepts its own key pair
 * (`S3RVER`/`S3RVER`) for signed requests; the other emulators accept anything, so one pair serves all.
 */
export const localRegion = 'eu-west-1';

export const localCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;
