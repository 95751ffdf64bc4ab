import { useState, type FormEvent } from 'react';
import { useNavigate } from '../../../lib/router/router';
import { Link } from '../../../lib/router/link';
import { newPasswordSchema, registrationFields } from '@functions/shop/auth/contract';
import { extend } from 'zod/mini';
import { errorMessage } from '../../../lib/api-client';
import { signUpOtp } from '../api/sign-up-otp';
import { toast } from '../../../components/toast/toast-store';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../components/text-field';
import { GoogleButton } from '../components/google-button';
import { setPendingRegistration } from './pending-registration';
import { StateSelect } from '../../../components/ui/state-select';
import { countries, normalisePhone } from './places';
import { newPasswordErrors, useFieldErrors } from '../../../lib/use-field-errors';
import '../auth.css';

const schema = extend(registrationFields, { password: newPasswordSchema });

export default function RegisterPage() {
  useDocumentTitle('Create an account');
  const navigate = useNavigate();
  const [form, setForm] = useState({
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    address: '',
    country: 'Nigeria',
    state: '',
    city: '',
    password: '',
    confirm: '',
  });
  const [busy, setBusy] = useState(false);
  const { formRef, errors, check } = useFieldErrors();
  const set = (field: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { confirm, ...fields } = form;
    const parsed = schema.safeParse({ ...fields, phone: normalisePhone(fields.phone, fields.country) });
    if (!check(newPasswordErrors(parsed.error, form.password, confirm)) || !parsed.success) return;
    setBusy(true);
    try {
      await signUpOtp({ email: parsed.data.email, firstName: parsed.data.firstName });
      setPendingRegistration(parsed.data);
      navigate(paths.signupOtp.getHref());
    } catch (error) {
      toast.error(errorMessage(error));
      window.scrollTo(0, 0);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="auth-page">
      <PageHeading>Create an account</PageHeading>
      <form ref={formRef} className="auth-form" onSubmit={submit} noValidate>
        <div className="auth-form__row">
          <TextField label="First name" value={form.firstName} onChange={set('firstName')} autoComplete="given-name" error={errors.firstName} required />
          <TextField label="Last name" value={form.lastName} onChange={set('lastName')} autoComplete="family-name" error={errors.lastName} required />
        </div>
        <TextField label="Email" type="email" value={form.email} onChange={set('email')} autoComplete="email" error={errors.email} required />
        <TextField
          label="Phone number"
          type="tel"
          value={form.phone}
          onChange={set('phone')}
          autoComplete="tel"
          error={errors.phone}
          hint={form.country === 'Nigeria' ? 'For example 0803 123 4567; we save it as +234…' : undefined}
          required
        />
        <TextField label="Address" value={form.address} onChange={set('address')} autoComplete="street-address" error={errors.address} />
        <div className="auth-form__row">
          <div className="auth-field">
            <label htmlFor="register-country">Country</label>
            <select id="register-country" value={form.country} autoComplete="country-name" onChange={(event) => setForm((current) => ({ ...current, country: event.target.value, state: '' }))}>
              {countries.map((country) => (
                <option key={country.name} value={country.name}>
                  {country.name}
                </option>
              ))}
            </select>
          </div>
          {form.country === 'Nigeria' ? (
            <div className="auth-field">
              <label htmlFor="register-state">State</label>
              <StateSelect
                id="register-state"
                value={form.state}
                onChange={set('state')}
                aria-invalid={errors.state ? true : undefined}
                aria-describedby={errors.state ? 'register-state-error' : undefined}
              />
              {errors.state ? (
                <p id="register-state-error" className="auth-field__error">
                  {errors.state}
                </p>
              ) : null}
            </div>
          ) : (
            <TextField label="State" value={form.state} onChange={set('state')} autoComplete="address-level1" error={errors.state} />
          )}
        </div>
        <TextField label="City" value={form.city} onChange={set('city')} autoComplete="address-level2" error={errors.city} />
        <PasswordField
          label="Password"
          value={form.password}
          onChange={set('password')}
          autoComplete="new-password"
          error={errors.password}
          hint="At least 8 characters with an upper-case letter, a lower-case letter, a digit and a symbol."
        />
        <PasswordField label="Confirm password" value={form.confirm} onChange={set('confirm')} autoComplete="new-password" error={errors.confirm} />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? 'Sending code…' : 'Create account'}
        </button>
      </form>
      <GoogleButton />
      <p className="auth-page__links">
        <span>
          Already have an account? <Link to={paths.login.getHref()}>Sign in</Link>
        </span>
      </p>
    </div>
  );
}
