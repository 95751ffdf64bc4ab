/**
 * Where each route table is mounted. The Shop's API shares its origin with the SPA under `/api/v1`
 * (CloudFront routes `/api/*` to API Gateway); Pay's API answers at the root of Pay's origin, beside the
 * checkout page (`/popup`) and the script (`/v1/inline.js`).
 */
export const apiBasePath = {
  shop: '/api/v1',
  pay: '',
} as const;
