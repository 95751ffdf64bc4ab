import * as z from '../../../lib/zod';
import { Merchant } from '../../db/merchant';
import { getMerchant } from '../../merchant/merchant-service';

const loopback = new Set(['localhost', '127.0.0.1']);

/** An https URL (http only for localhost or 127.0.0.1, for local testing). */
function isAllowedUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && loopback.has(url.hostname));
  } catch {
    return false;
  }
}

const urlMessage = 'Enter an https URL (http only for localhost)';

export const settingsBody = /* @__PURE__ */ z.pure(() => z.object({
  webhookUrl: z.string({ error: urlMessage }).check(z.trim(), z.maxLength(2000, 'The URL is too long'), z.refine((value) => value === '' || isAllowedUrl(value), urlMessage)),
  domains: z.array(z.string().check(z.trim(), z.maxLength(300, 'A domain is too long'), z.refine(isAllowedUrl, urlMessage)), { error: 'Domains are a list of URLs' }).check(z.maxLength(50, 'At most 50 domains')),
}));

export interface DashboardSettings {
  webhookUrl: string;
  domains: string[];
}

/** `GET /settings` */
export async function getSettings(merchantId: string): Promise<DashboardSettings> {
  const merchant = await getMerchant(merchantId);
  return { webhookUrl: merchant.webhookUrl, domains: merchant.domains };
}

/** `PUT /settings`: the webhook URL and the domains (kept as origins) that `callback_url` and `frame-ancestors` use. */
export async function updateSettings(merchantId: string, input: z.output<typeof settingsBody>): Promise<DashboardSettings> {
  const domains = [...new Set(input.domains.map((domain) => new URL(domain).origin))];
  await Merchant.patch({ merchantId }).set({ webhookUrl: input.webhookUrl, domains }).go({ response: 'none' });
  return { webhookUrl: input.webhookUrl, domains };
}
