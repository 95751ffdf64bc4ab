import { staffCall } from '../../../lib/staff-api';
import type { DeveloperSettings } from './get-settings';

/** `PUT /dashboard/api/settings`: https URLs (http only for localhost); the API's messages when refused. */
export async function updateSettings(body: DeveloperSettings): Promise<DeveloperSettings> {
  return (await staffCall<DeveloperSettings>('PUT', '/settings', { body })).data;
}
