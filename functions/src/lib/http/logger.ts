import { Logger } from '@aws-lambda-powertools/logger';

/** One logger per Lambda; the HTTP chain adds the Lambda context (and so the request id) per call. */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'aso' });
