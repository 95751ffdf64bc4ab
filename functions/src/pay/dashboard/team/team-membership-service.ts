import { passwordSignIn } from '../../../lib/auth/pool-sign-in';
import { transactWrite } from '../../../lib/db/transact';
import { BadRequestError, NotFoundError } from '../../../lib/http/errors';
import type { StaffPrincipal } from '../../../lib/http/http-route';
import { payService } from '../../db/pay-service';
import { Staff, StaffInvite } from '../../db/staff';
import { staffPool } from '../staff/staff-pool';
import { sessionOf, type StaffSession } from '../staff/staff-session';
import { createStaffUser, deleteStaffUser } from '../staff/staff-users';
import { secretHashOf } from './team-service';

// Apart from team-service.ts: only joining and removing touch the staff pool's users (staff:write).

const invalidInvite = () => new BadRequestError('This invitation link is not valid or has expired', [{ path: 'token', message: 'This invitation link is not valid or has expired' }]);

/**
 * `POST /auth/accept-invite`: a live invitation's secret makes the staff pool user with the chosen password, then
 * the staff member and the invitation's end in one transaction (the pool user goes again if that fails).
 */
export async function acceptInvite(token: string, password: string): Promise<StaffSession> {
  const [inviteId = '', secret = ''] = token.split('.');
  const { data: invite } = inviteId ? await StaffInvite.get({ inviteId }).go({ consistent: true }) : { data: null };
  if (!invite || invite.expiresAt <= Date.now() / 1000 || invite.secretHash !== secretHashOf(secret)) throw invalidInvite();
  const staffId = await createStaffUser(invite.email, password);
  try {
    await transactWrite(
      payService.transaction.write(({ staff, staffInvite }) => [
        staff.create({ staffId, merchantId: invite.merchantId, email: invite.email, role: invite.role, createdAt: new Date().toISOString() }).commit(),
        staffInvite.delete({ inviteId }).where(({ secretHash }, { eq }) => eq(secretHash, invite.secretHash)).commit(),
      ]),
    );
  } catch (error) {
    await deleteStaffUser(invite.email);
    throw error;
  }
  const tokens = await passwordSignIn(staffPool(), invite.email, password);
  if (!tokens) throw new Error('A new teammate could not sign in with the password just set');
  return sessionOf(tokens);
}

/**
 * `DELETE /team/{staffId}`: removes a teammate (their next call is refused: every staff call reads the staff
 * item) and their pool user, or withdraws an invitation. Nobody removes themselves.
 */
export async function removeTeammate(owner: StaffPrincipal, staffId: string): Promise<void> {
  if (staffId === owner.staffId) throw new BadRequestError('You cannot remove yourself');
  const { data: member } = await Staff.get({ staffId }).go({ consistent: true });
  if (member && member.merchantId === owner.merchantId) {
    await Staff.delete({ staffId }).where(({ merchantId }, { eq }) => eq(merchantId, owner.merchantId)).go({ response: 'none' });
    await deleteStaffUser(member.email);
    return;
  }
  const { data: invite } = await StaffInvite.get({ inviteId: staffId }).go({ consistent: true });
  if (invite && invite.merchantId === owner.merchantId) {
    await StaffInvite.delete({ inviteId: staffId }).go({ response: 'none' });
    return;
  }
  throw new NotFoundError('Teammate not found');
}
