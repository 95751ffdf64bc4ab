import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { ConflictError } from '../../../lib/http/errors';
import type { StaffPrincipal } from '../../../lib/http/http-route';
import type { StaffRole } from '../../../lib/http/route-entry';
import { escapeHtml } from '../../../lib/mail/mail-content';
import { sendMail } from '../../../lib/mail/send-mail';
import { requireEnv } from '../../../lib/env/env';
import { Staff, StaffInvite } from '../../db/staff';
import { getMerchant } from '../../merchant/merchant-service';

const inviteDays = 7;

export interface TeamMember {
  staffId: string;
  email: string;
  role: StaffRole;
  status: 'active' | 'invited';
  createdAt: string;
}

/** `GET /team`: the merchant's staff, then its open invitations (an invitation's id stands as its staffId). */
export async function listTeam(merchantId: string): Promise<TeamMember[]> {
  const [staff, invites] = await Promise.all([Staff.query.byMerchant({ merchantId }).go({ pages: 'all' }), StaffInvite.query.byMerchant({ merchantId }).go({ pages: 'all' })]);
  const now = Math.floor(Date.now() / 1000);
  return [
    ...staff.data.map((member): TeamMember => ({ staffId: member.staffId, email: member.email, role: member.role, status: 'active', createdAt: member.createdAt })),
    ...invites.data.filter((invite) => invite.expiresAt > now).map((invite): TeamMember => ({ staffId: invite.inviteId, email: invite.email, role: invite.role, status: 'invited', createdAt: invite.createdAt })),
  ];
}

export const secretHashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** `POST /team/invite`: an invitation valid a week, e-mailed as `<pay origin>/dashboard/accept?token=<id>.<secret>`. */
export async function inviteTeammate(owner: StaffPrincipal, email: string, role: StaffRole): Promise<TeamMember> {
  const team = await listTeam(owner.merchantId);
  if (team.some((member) => member.email === email)) throw new ConflictError('This e-mail is already on your team or invited');
  const inviteId = randomUUID();
  const secret = randomBytes(24).toString('base64url');
  const createdAt = new Date().toISOString();
  await StaffInvite.create({ inviteId, merchantId: owner.merchantId, email, role, secretHash: secretHashOf(secret), invitedBy: owner.staffId, createdAt, expiresAt: Math.ceil(Date.now() / 1000) + inviteDays * 86_400 }).go({ response: 'none' });
  const merchant = await getMerchant(owner.merchantId);
  const link = `${requireEnv('PAY_ORIGIN')}/dashboard/accept?token=${encodeURIComponent(`${inviteId}.${secret}`)}`;
  await sendMail(email, {
    subject: `Join ${merchant.name} on Aso Pay`,
    text: `${owner.email} invited you to ${merchant.name}'s Aso Pay dashboard as ${role}.\n\nAccept within ${inviteDays} days: ${link}\n\n— Aso Pay`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937"><p>${escapeHtml(owner.email)} invited you to ${escapeHtml(merchant.name)}'s Aso Pay dashboard as ${role}.</p><p><a href="${escapeHtml(link)}">Accept the invitation</a> within ${inviteDays} days.</p></body></html>`,
  });
  return { staffId: inviteId, email, role, status: 'invited', createdAt };
}

