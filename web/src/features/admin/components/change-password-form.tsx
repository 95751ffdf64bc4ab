import { useState, type FormEvent } from 'react';
import { PasswordField } from '../../../components/ui/password-field';
import { useSession } from '../../../lib/auth/session';
import { changeOwnPassword, changePasswordBody } from '../api/change-own-password';
import { useToastedWrite } from '../../../components/toast/use-toasted-write';
import { SubmitButton } from '../../../components/ui/submit-button';
import './settings.css';

const empty = { oldPassword: '', newPassword: '', confirm: '' };

/** The signed-in admin's own password: current, new and confirmation, checked by the shared schema first. */
export function ChangePasswordForm() {
  const { authedPost } = useSession();
  const [form, setForm] = useState(empty);
  const [problems, setProblems] = useState<Partial<Record<keyof typeof empty, string>>>({});
  const { busy, run } = useToastedWrite();

  async function change(event: FormEvent) {
    event.preventDefault();
    const parsed = changePasswordBody.safeParse({ oldPassword: form.oldPassword, newPassword: form.newPassword });
    const found: typeof problems = {};
    for (const issue of parsed.error?.issues ?? []) found[issue.path[0] === 'oldPassword' ? 'oldPassword' : 'newPassword'] ??= issue.message;
    if (form.confirm !== form.newPassword) found.confirm = 'The passwords do not match';
    setProblems(found);
    if (!parsed.success || found.confirm) return;
    await run(() => changeOwnPassword(authedPost, parsed.data), () => setForm(empty));
  }

  const fields = [
    ['oldPassword', 'Current password', 'current-password'],
    ['newPassword', 'New password', 'new-password'],
    ['confirm', 'Confirm new password', 'new-password'],
  ] as const;
  return (
    <section className="admin-section" aria-labelledby="password-title">
      <h2 id="password-title">Update password</h2>
      <form className="settings-form" onSubmit={change} noValidate>
        {fields.map(([field, label, autoComplete]) => (
          <PasswordField
            key={field}
            className="settings-field"
            label={label}
            autoComplete={autoComplete}
            value={form[field]}
            error={problems[field]}
            onChange={(value) => setForm((current) => ({ ...current, [field]: value }))}
          />
        ))}
        <div className="settings-actions">
          <SubmitButton busy={busy} label="Change password" busyLabel="Changing…" />
        </div>
      </form>
    </section>
  );
}
