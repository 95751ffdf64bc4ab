import { useState, type FormEvent } from 'react';
import { useShopSettings } from '../../../components/checkout/api/fetch-shop-settings';
import { toast } from '../../../components/toast/toast-store';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { ErrorState, LoadingNote } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { updateShopSettings, updateShopSettingsBody } from '../api/update-shop-settings';
import { SettingsField } from '../components/settings-field';
import { bodyFrom, formFrom, stateChoices, type GeneralForm } from './general-settings-form';
import { SubmitButton } from '../../../components/ui/submit-button';

/** Where a problem from the shared schema shows in the form. */
function fieldOf(path: readonly PropertyKey[]): string {
  const [first, second] = path.map(String);
  if (first === 'pickupAddress') return second ?? 'address';
  if (first === 'deliveryFeeByState') return `state:${second ?? ''}`;
  return first ?? 'form';
}

function SettingsForm({ initial }: { initial: GeneralForm }) {
  const { authedPost } = useSession();
  const [form, setForm] = useState(initial);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: Exclude<keyof GeneralForm, 'stateFees'>) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    const built = bodyFrom(form);
    if ('problems' in built) {
      setProblems(built.problems);
      return;
    }
    const parsed = updateShopSettingsBody.safeParse(built.body);
    if (!parsed.success) {
      setProblems(Object.fromEntries(parsed.error.issues.map((issue) => [fieldOf(issue.path), issue.message])));
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      const saved = await updateShopSettings(authedPost, built.body);
      setForm(formFrom(saved));
      toast.success('Settings saved');
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="settings-form" onSubmit={save} noValidate>
      <fieldset>
        <legend>Business</legend>
        <SettingsField label="Business name" value={form.businessName} onChange={set('businessName')} error={problems.businessName} autoComplete="organization" />
        <SettingsField label="E-mail" type="email" value={form.email} onChange={set('email')} error={problems.email} autoComplete="email" />
        <SettingsField label="Phone" type="tel" value={form.phone} onChange={set('phone')} error={problems.phone} autoComplete="tel" />
      </fieldset>
      <fieldset>
        <legend>Pick-up address</legend>
        <SettingsField label="Street address" value={form.address} onChange={set('address')} error={problems.address} autoComplete="street-address" />
        <SettingsField label="City" value={form.city} onChange={set('city')} error={problems.city} />
        <SettingsField label="State" value={form.state} onChange={set('state')} error={problems.state} list="settings-state-names" />
        <datalist id="settings-state-names">
          {stateChoices.map((state) => (
            <option key={state.key} value={state.name} />
          ))}
        </datalist>
      </fieldset>
      <fieldset>
        <legend>Delivery</legend>
        <SettingsField label="Delivery fee (₦)" inputMode="decimal" value={form.deliveryFee} onChange={set('deliveryFee')} error={problems.deliveryFee} hint="Charged for delivery to any state without a fee of its own. Pick-up is free." />
        <details>
          <summary>Fee for a particular state</summary>
          <p className="settings-field__hint">Leave a state blank to charge the delivery fee above.</p>
          <div className="settings-states">
            {stateChoices.map((state) => (
              <SettingsField
                key={state.key}
                label={`${state.name} (₦)`}
                inputMode="decimal"
                value={form.stateFees[state.key] ?? ''}
                onChange={(value) => setForm((current) => ({ ...current, stateFees: { ...current.stateFees, [state.key]: value } }))}
                error={problems[`state:${state.key}`]}
              />
            ))}
          </div>
        </details>
        <SettingsField
          label="Free delivery from (₦)"
          inputMode="decimal"
          value={form.freeDeliveryFrom}
          onChange={set('freeDeliveryFrom')}
          error={problems.freeDeliveryFrom}
          hint="Delivery is free when the items come to this much or more, before the member discount. Leave blank to always charge delivery."
        />
      </fieldset>
      <fieldset>
        <legend>Currency</legend>
        <SettingsField
          label="Dollar rate (₦ per US$1)"
          inputMode="numeric"
          value={form.dollarRate}
          onChange={set('dollarRate')}
          error={problems.dollarRate}
          hint="Shoppers who choose dollars see prices at this rate. Orders are always charged in naira."
        />
      </fieldset>
      <div className="settings-actions">
        <SubmitButton busy={busy} label="Save settings" busyLabel="Saving…" />
      </div>
    </form>
  );
}

/** `/admin/settings/general`: business details, pick-up address, delivery fees and the dollar rate (SPEC's settings, made editable). */
export default function GeneralSettingsPage() {
  useDocumentTitle('Admin: general settings');
  const settings = useShopSettings();
  return (
    <>
      <PageHeading>General settings</PageHeading>
      {settings.status === 'loading' ? <LoadingNote>Loading the settings…</LoadingNote> : null}
      {settings.status === 'error' ? <ErrorState message={errorMessage(settings.error)} onRetry={settings.retry} /> : null}
      {settings.status === 'success' ? <SettingsForm initial={formFrom(settings.data)} /> : null}
    </>
  );
}
