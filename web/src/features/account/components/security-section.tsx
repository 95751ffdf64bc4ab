import { useState, type FormEvent } from 'react';
import { useNavigate } from '../../../lib/router/router';
import { toast } from '../../../components/toast/toast-store';
import { TwoFactorSection } from '../../../components/two-factor/two-factor-section';
import { PasswordField } from '../../../components/ui/password-field';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { changePassword } from '../api/change-password';
import { deleteAccount } from '../api/delete-account';
import { logOutEverywhere } from '../api/log-out-everywhere';
import { SavedCardsSection } from './saved-cards-section';

/**
 * Security & Payment Methods: change password (which signs out every other device), two-factor sign-in, the
 * cards Pay saved, sign out everywhere, and (set apart as dangerous) delete the account.
 */
export function SecuritySection() {
  const session = useSession();
  const navigate = useNavigate();
  const [form, setForm] = useState({ oldPassword: '', newPassword: '', confirm: '' });
  const [deletePassword, setDeletePassword] = useState('');

  async function change(event: FormEvent) {
    event.preventDefault();
    if (form.newPassword !== form.confirm) {
      toast.error('Passwords do not match');
      return;
    }
    try {
      const answer = await changePassword(session.authedPost, { oldPassword: form.oldPassword, newPassword: form.newPassword });
      toast.success(answer.message);
      setForm({ oldPassword: '', newPassword: '', confirm: '' });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function signOutEverywhere(event: FormEvent) {
    event.preventDefault();
    try {
      const answer = await logOutEverywhere(session.authedPost);
      await session.signOut();
      toast.success(answer.message);
      navigate(paths.home.getHref());
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function remove(event: FormEvent) {
    event.preventDefault();
    if (!window.confirm('Delete your account for good? Your profile, addresses, measurements and order history are removed and this cannot be undone.')) return;
    try {
      await deleteAccount(session.authedPost, deletePassword);
      await session.signOut();
      navigate(paths.home.getHref());
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <section className="account-sections" aria-labelledby="security-title">
      <h2 id="security-title">Security &amp; Payment Methods</h2>
      <form className="account-form account-block" onSubmit={change}>
        <h3>Update password</h3>
        {(
          [
            ['oldPassword', 'Current password', 'current-password'],
            ['newPassword', 'New password', 'new-password'],
            ['confirm', 'Confirm new password', 'new-password'],
          ] as const
        ).map(([field, label, autoComplete]) => (
          <PasswordField
            key={field}
            id={`security-${field}`}
            className="account-field"
            required={false}
            label={label}
            autoComplete={autoComplete}
            value={form[field]}
            onChange={(value) => setForm((current) => ({ ...current, [field]: value }))}
          />
        ))}
        <div className="account-form__actions">
          <button type="submit" className="button button--primary">
            Change password
          </button>
        </div>
      </form>
      <TwoFactorSection protects="your account" heading="h3" className="account-block" />
      <SavedCardsSection />
      <form className="account-form account-block" onSubmit={signOutEverywhere}>
        <h3>Signed-in devices</h3>
        <p>Signs you out on this and every other phone or computer where you are signed in.</p>
        <div className="account-form__actions">
          <button type="submit" className="button button--outline">
            Sign out everywhere
          </button>
        </div>
      </form>
      <form className="account-form account-block account-danger" onSubmit={remove} aria-labelledby="delete-title">
        <h3 id="delete-title">Delete account</h3>
        <p className="account-danger__warning">
          <strong>This cannot be undone.</strong> Your profile, saved addresses, measurements and order history are deleted for good.
        </p>
        <PasswordField id="delete-password" className="account-field" required={false} label="Password" autoComplete="current-password" value={deletePassword} onChange={setDeletePassword} />
        <div className="account-form__actions">
          <button type="submit" className="button button--danger">
            Delete my account
          </button>
        </div>
      </form>
    </section>
  );
}
