import type { AdminUserRow } from '@functions/shop/user/contract';
import { ResponsiveImage } from '../../../components/ui/responsive-image';

type Named = Pick<AdminUserRow, 'firstName' | 'lastName' | 'email' | 'dp'>;

export function fullName(user: Pick<AdminUserRow, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/** The user's picture, or their initials when they have none; decorative beside the name it sits with. */
export function UserPicture({ user, size }: { user: Named; size: number }) {
  if (user.dp) return <ResponsiveImage src={user.dp} alt="" width={size} height={size} loading="lazy" className="admin-avatar" />;
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || user.email.charAt(0).toUpperCase();
  return (
    <span className="admin-avatar admin-avatar--initials" aria-hidden="true" style={{ width: size, height: size, fontSize: size / 2.5 }}>
      {initials}
    </span>
  );
}
