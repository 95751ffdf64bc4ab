import { useQuery } from '../../../../../src/lib/use-query';
import { staffCall } from '../../../lib/staff-api';

export interface DeveloperSettings {
  webhookUrl: string;
  domains: string[];
}

export const settingsKey = 'dashboard:settings';

/** `GET /dashboard/api/settings`: the webhook URL and the domains allowed to frame the checkout and be called back. */
export async function getSettings(): Promise<DeveloperSettings> {
  return (await staffCall<DeveloperSettings>('GET', '/settings')).data;
}

export function useSettings() {
  return useQuery(settingsKey, getSettings);
}
