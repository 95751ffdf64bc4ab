import { useState, type FormEvent } from 'react';
import { updateProfileBody, type UserMe } from '@functions/shop/user/contract';
import { DeliveryDetailsPicker } from '../../../components/saved-entries/delivery-details-picker';
import { EntryField, fieldAria } from '../../../components/saved-entries/entry-field';
import { fieldErrors, useFieldErrors } from '../../../lib/use-field-errors';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { StateSelect } from '../../../components/ui/state-select';
import { toast } from '../../../components/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { createUploadUrl } from '../api/create-upload-url';
import { invalidateMe } from '../../../lib/user/use-me';
import { updateProfile } from '../api/update-profile';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

const profileAutocomplete = {
  firstName: 'given-name',
  lastName: 'family-name',
  phone: 'tel',
  address: 'street-address',
  city: 'address-level2',
  state: 'address-level1',
  country: 'country-name',
} as const;

/** Name, contact details, picture and the delivery details list of the signed-in customer. */
export function ProfileSection({ me }: { me: UserMe }) {
  const session = useSession();
  const user = me.userPublicData;
  const [form, setForm] = useState({ firstName: user.firstName, lastName: user.lastName, phone: user.phone, address: user.address, state: user.state, city: user.city, country: user.country });
  const [progress, setProgress] = useState<number | null>(null);
  const [picker, setPicker] = useState(false);
  const { formRef, errors, check } = useFieldErrors();
  const inNigeria = form.country.trim().toLowerCase() === 'nigeria' || form.country.trim() === '';

  async function save(event: FormEvent) {
    event.preventDefault();
    const body = Object.fromEntries(Object.entries(form).filter(([key, value]) => key === 'address' || key === 'state' || key === 'city' || key === 'firstName' || key === 'lastName' || value !== ''));
    if (!check(fieldErrors(updateProfileBody.safeParse(body).error))) return;
    try {
      const answer = await updateProfile(session.authedPost, body);
      session.updateUser({ firstName: form.firstName, lastName: form.lastName });
      toast.success(answer.message);
      invalidateMe();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function upload(file: File) {
    try {
      const target = await createUploadUrl(session.authedPost, { kind: 'avatar', contentType: file.type, size: file.size });
      if (!target.data) return;
      setProgress(0);
      await uploadWithProgress(target.data, file, setProgress);
      await updateProfile(session.authedPost, { dp: target.data.publicUrl });
      toast.success('Profile picture updated');
      invalidateMe();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setProgress(null);
    }
  }

  return (
    <section aria-labelledby="profile-title">
      <h2 id="profile-title">Profile</h2>
      {user.dp ? <ResponsiveImage src={user.dp} alt="Your profile picture" width={96} height={96} /> : null}
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
      <form ref={formRef} className="account-form" onSubmit={save} noValidate>
        {(['firstName', 'lastName', 'phone', 'address', 'city', 'state', 'country'] as const).map((field) => {
          const id = `profile-${field}`;
          const label = { firstName: 'First name', lastName: 'Last name', phone: 'Phone', address: 'Address', city: 'City', state: 'State', country: 'Country' }[field];
          const change = (value: string) => setForm((current) => ({ ...current, [field]: value }));
          return (
            <EntryField key={field} id={id} label={label} error={errors[field]}>
              {field === 'state' && inNigeria ? (
                <StateSelect id={id} value={form.state} onChange={change} {...fieldAria(id, errors[field])} />
              ) : (
                <input
                  id={id}
                  type={field === 'phone' ? 'tel' : 'text'}
                  autoComplete={profileAutocomplete[field]}
                  value={form[field]}
                  onChange={(event) => change(event.target.value)}
                  {...fieldAria(id, errors[field])}
                />
              )}
            </EntryField>
          );
        })}
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
          {user.deliveryDetails.map((details) => (
            <li key={details.id}>
              <strong>{details.name}</strong> {details.default ? <span className="picker__badge">Default</span> : null}
              <br />
              {details.address}, {details.city}, {details.state}, {details.country} · {details.phone}
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button button--outline" onClick={() => setPicker(true)}>
        Manage addresses
      </button>
      {picker ? <DeliveryDetailsPicker deliveryDetails={user.deliveryDetails} onChanged={invalidateMe} onClose={() => setPicker(false)} /> : null}
    </section>
  );
}
