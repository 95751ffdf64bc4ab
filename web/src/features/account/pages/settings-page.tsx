import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Navigate, NavLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { UploadUrl, UserMe } from '@functions/shop/user/contract';
import { toast } from '../../../components/toast/toast-store';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { paths, settingsSections, type SettingsSection } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { DeliveryDetailsPicker } from '../../../components/saved-entries/delivery-details-picker';
import { MeasurementList } from '../../../components/saved-entries/measurement-list';
import { PasswordField } from '../../../components/ui/password-field';
import '../account.css';

const labels: Record<SettingsSection, string> = {
  profile: 'Profile',
  security: 'Security',
  measurements: 'Measurements',
  orders: 'Orders',
  inbox: 'Inbox',
};

function uploadWithProgress(target: UploadUrl, file: File, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
    form.append('file', file);
    const request = new XMLHttpRequest();
    request.open('POST', target.url);
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100));
    request.onload = () => (request.status < 300 ? resolve() : reject(new Error('error uploading image')));
    request.onerror = () => reject(new Error('error uploading image'));
    request.send(form);
  });
}

const profileAutocomplete = {
  firstName: 'given-name',
  lastName: 'family-name',
  phone: 'tel',
  address: 'street-address',
  city: 'address-level2',
  state: 'address-level1',
  country: 'country-name',
} as const;

function ProfileSection({ me, reload }: { me: UserMe; reload: () => void }) {
  const session = useSession();
  const user = me.userPublicData;
  const [form, setForm] = useState({ firstName: user.firstName, lastName: user.lastName, phone: user.phone, address: user.address, state: user.state, city: user.city, country: user.country });
  const [progress, setProgress] = useState<number | null>(null);
  const [picker, setPicker] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    try {
      const body = Object.fromEntries(Object.entries(form).filter(([key, value]) => key === 'address' || key === 'state' || key === 'city' || value !== ''));
      const answer = await session.authedPost('/user/update-profile', body);
      session.updateUser({ firstName: form.firstName, lastName: form.lastName });
      toast.success(answer.message);
      reload();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function upload(file: File) {
    try {
      const target = await session.authedPost<UploadUrl>('/media/upload-url', { kind: 'avatar', contentType: file.type, size: file.size });
      if (!target.data) return;
      setProgress(0);
      await uploadWithProgress(target.data, file, setProgress);
      await session.authedPost('/user/update-profile', { dp: target.data.publicUrl });
      toast.success('Profile picture updated');
      reload();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setProgress(null);
    }
  }

  return (
    <section aria-labelledby="profile-title">
      <h2 id="profile-title">Profile</h2>
      {user.dp ? <img src={user.dp} alt="Your profile picture" width={96} height={96} /> : null}
      <div className="account-field">
        <label htmlFor="avatar">Profile picture (image, up to 5 MB)</label>
        <input id="avatar" type="file" accept="image/jpeg,image/png,image/webp,image/gif" onChange={(event) => event.target.files?.[0] && void upload(event.target.files[0])} />
        {progress !== null ? <progress max={100} value={progress} aria-label="Upload progress">{progress}%</progress> : null}
      </div>
      <dl>
        <dt>User id</dt>
        <dd>{user.uuid}</dd>
        <dt>Email</dt>
        <dd>{user.email}</dd>
      </dl>
      <form className="account-form" onSubmit={save}>
        {(['firstName', 'lastName', 'phone', 'address', 'city', 'state', 'country'] as const).map((field) => (
          <div className="account-field" key={field}>
            <label htmlFor={`profile-${field}`}>{{ firstName: 'First name', lastName: 'Last name', phone: 'Phone', address: 'Address', city: 'City', state: 'State', country: 'Country' }[field]}</label>
            <input
              id={`profile-${field}`}
              type={field === 'phone' ? 'tel' : 'text'}
              autoComplete={profileAutocomplete[field]}
              value={form[field]}
              onChange={(event) => setForm({ ...form, [field]: event.target.value })}
            />
          </div>
        ))}
        <div className="account-form__actions">
          <button type="submit" className="button button--primary">
            Save profile
          </button>
        </div>
      </form>
      <h3>Delivery addresses</h3>
      {user.deliveryDetails.length === 0 ? (
        <p>No Address Available</p>
      ) : (
        <ul className="account-addresses">
          {user.deliveryDetails.map((address) => (
            <li key={address.id}>
              <strong>{address.name}</strong> {address.default ? <span className="picker__badge">Default</span> : null}
              <br />
              {address.address}, {address.city}, {address.state}, {address.country} · {address.phone}
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button button--outline" onClick={() => setPicker(true)}>
        Manage addresses
      </button>
      {picker ? <DeliveryDetailsPicker deliveryDetails={user.deliveryDetails} onChanged={reload} onClose={() => setPicker(false)} /> : null}
    </section>
  );
}

function SecuritySection() {
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
      const answer = await session.authedPost('/auth/change-password', { oldPassword: form.oldPassword, newPassword: form.newPassword });
      toast.success(answer.message);
      setForm({ oldPassword: '', newPassword: '', confirm: '' });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function remove(event: FormEvent) {
    event.preventDefault();
    if (!window.confirm('Delete your account? All your data is removed and this cannot be undone.')) return;
    try {
      await session.authedPost('/user/delete-account', { password: deletePassword });
      await session.signOut();
      navigate(paths.home.getHref());
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <section aria-labelledby="security-title">
      <h2 id="security-title">Security</h2>
      <form className="account-form" onSubmit={change}>
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
      <form className="account-form" onSubmit={remove}>
        <h3>Delete account</h3>
        <PasswordField id="delete-password" className="account-field" required={false} label="Password" autoComplete="current-password" value={deletePassword} onChange={setDeletePassword} />
        <div className="account-form__actions">
          <button type="submit" className="button button--outline">
            Delete my account
          </button>
        </div>
      </form>
    </section>
  );
}

export default function SettingsPage() {
  const { section } = useParams();
  const location = useLocation();
  const session = useSession();
  const current = settingsSections.find((name) => name === section);
  const [me, setMe] = useState<UserMe | null>(null);
  const { authedGet, status } = session;
  useDocumentTitle(current ? `${labels[current]} · Settings` : 'Settings');

  const reload = useCallback(() => {
    authedGet<UserMe>('/user/me').then(
      (answer) => setMe(answer.data ?? null),
      (error: unknown) => toast.error(errorMessage(error)),
    );
  }, [authedGet]);

  useEffect(() => {
    if (status === 'signed-in') reload();
  }, [status, reload]);

  if (!current) return <Navigate to={paths.settingsSection.getHref('profile')} replace />;
  if (status === 'signed-out') return <Navigate to={paths.login.getHref(location.pathname)} replace />;

  return (
    <div className="settings">
      <nav className="settings__menu" aria-label="Account settings">
        <ul>
          {settingsSections.map((name) => (
            <li key={name}>
              <NavLink to={paths.settingsSection.getHref(name)}>{labels[name]}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        <PageHeading>Settings</PageHeading>
        {!me ? <p role="status">Loading your account…</p> : null}
        {me && current === 'profile' ? <ProfileSection me={me} reload={reload} /> : null}
        {current === 'security' ? <SecuritySection /> : null}
        {me && current === 'measurements' ? (
          <section aria-labelledby="measurements-title">
            <h2 id="measurements-title">Measurements</h2>
            <MeasurementList measurements={me.userPublicData.measurements} onChanged={reload} />
          </section>
        ) : null}
        {current === 'orders' ? (
          <section aria-labelledby="orders-title">
            <h2 id="orders-title">Orders</h2>
            <p>You have no orders yet.</p>
          </section>
        ) : null}
        {current === 'inbox' ? (
          <section aria-labelledby="inbox-title">
            <h2 id="inbox-title">Inbox</h2>
            <p>no notification available</p>
          </section>
        ) : null}
      </div>
    </div>
  );
}
