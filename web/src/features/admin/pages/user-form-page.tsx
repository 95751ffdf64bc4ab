import { useState, type FormEvent } from 'react';
import { useNavigate } from '../../../lib/router/router';
import { useParams } from '../../../lib/router/routes';
import { addUserBody } from '@functions/shop/auth/contract';
import { updateUserBody, type AdminUserView } from '@functions/shop/user/contract';
import { toast } from '../../../components/toast/toast-store';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { ErrorState, LoadingNote } from '../../../components/ui/status';
import { adminPaths } from '../../../config/admin-paths';
import { errorMessage } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth/session';
import { addUser } from '../api/add-user';
import { invalidateUsers } from '../api/fetch-all-users';
import { useAdminUser } from '../api/fetch-user-by-id';
import { updateUser } from '../api/update-user';
import { DialogActions } from '../components/admin-list-parts';

const fields = [
  { name: 'firstName', label: 'First name' },
  { name: 'lastName', label: 'Last name' },
  { name: 'email', label: 'E-mail' },
  { name: 'phone', label: 'Phone' },
  { name: 'address', label: 'Address' },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State' },
  { name: 'country', label: 'Country' },
] as const;

type Field = (typeof fields)[number]['name'];
type Draft = Record<Field, string>;

function draftOf(user: AdminUserView['user'] | undefined): Draft {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    address: user?.address ?? '',
    city: user?.city ?? '',
    state: user?.state ?? '',
    country: user?.country ?? 'Nigeria',
  };
}

/** The first message per field, from the contract's own check or the server's answer. */
function byField(problems: readonly { path: PropertyKey[] | string; message: string }[]): Partial<Record<Field, string>> {
  const out: Partial<Record<string, string>> = {};
  for (const problem of problems) {
    const field = String(Array.isArray(problem.path) ? problem.path[0] : problem.path);
    out[field] ??= problem.message;
  }
  return out;
}

function UserForm({ user }: { user?: AdminUserView['user'] }) {
  const { authedPost } = useSession();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(() => draftOf(user));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const editing = user !== undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { email, ...profile } = draft;
    // An edit sends only what changed, so a field the user never filled in (a seeded admin's phone) does not block it.
    const initial = draftOf(user);
    const changes = Object.fromEntries(Object.entries(profile).filter(([field, value]) => value !== initial[field as Field]));
    const checked = editing ? updateUserBody.safeParse({ id: user.uuid, ...changes }) : addUserBody.safeParse(draft);
    if (!checked.success) {
      const problems = byField(checked.error.issues);
      setErrors(problems);
      // Each message stands beside its field, announced through aria-describedby once the first one has focus;
      // a toast as well would only repeat it, and on phones it covered the submit button.
      const first = fields.find((field) => problems[field.name] !== undefined);
      if (first) requestAnimationFrame(() => document.getElementById(`user-form-${first.name}`)?.focus());
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const message = editing ? await updateUser(authedPost, { id: user.uuid, ...changes }) : (await addUser(authedPost, draft)).message;
      toast.success(message);
      invalidateUsers();
      navigate(adminPaths.viewUser.getHref(editing ? user.email : email.trim().toLowerCase()));
    } catch (error) {
      if (error instanceof ApiError && error.envelope?.errors) setErrors(byField(error.envelope.errors));
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-form" noValidate onSubmit={(event) => void submit(event)}>
      {fields.map((field) => {
        const error = errors[field.name];
        const readOnly = editing && field.name === 'email';
        return (
          <div key={field.name} className="admin-form__field">
            <label htmlFor={`user-form-${field.name}`}>{field.label}</label>
            <input
              id={`user-form-${field.name}`}
              type={field.name === 'email' ? 'email' : field.name === 'phone' ? 'tel' : 'text'}
              value={draft[field.name]}
              readOnly={readOnly}
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `user-form-${field.name}-error` : undefined}
              onChange={(event) => setDraft((previous) => ({ ...previous, [field.name]: event.target.value }))}
            />
            {error ? (
              <span id={`user-form-${field.name}-error`} className="admin-field-error">
                {error}
              </span>
            ) : null}
          </div>
        );
      })}
      {!editing ? <p>The new user gets an e-mail with a code to set their password on the reset password page.</p> : null}
      <DialogActions busy={busy} saveLabel={editing ? 'Save changes' : 'Add user'} onClose={() => navigate(-1)} />
    </form>
  );
}

/** `/admin/users/add-user`: a new customer account; the server mails them a code to set a password. */
export function AdminAddUserPage() {
  useDocumentTitle('Admin add user');
  return (
    <>
      <PageHeading>Add User</PageHeading>
      <UserForm />
    </>
  );
}

/** `/admin/users/edit-user/:email`: the profile fields a customer can edit on their own profile. */
export function AdminEditUserPage() {
  const { email = '' } = useParams();
  const view = useAdminUser(email);
  useDocumentTitle('Admin edit user');
  return (
    <>
      <PageHeading>Edit user</PageHeading>
      {view.status === 'loading' ? <LoadingNote>Loading user…</LoadingNote> : null}
      {view.status === 'error' ? <ErrorState message={errorMessage(view.error)} onRetry={view.retry} /> : null}
      {view.status === 'success' ? <UserForm user={view.data.user} /> : null}
    </>
  );
}
