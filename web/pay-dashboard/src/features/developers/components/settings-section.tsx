import { useState } from 'react';
import { SettingsField } from '../../../../../src/components/ui/settings-field';
import { SubmitButton } from '../../../../../src/components/ui/submit-button';
import { ErrorState } from '../../../../../src/components/ui/status';
import { primeQuery } from '../../../../../src/lib/use-query';
import { problemMessage } from '../../../lib/dashboard-api';
import { useFormAction } from '../../../lib/use-form-action';
import { settingsKey, useSettings, type DeveloperSettings } from '../api/get-settings';
import { updateSettings } from '../api/update-settings';

function SettingsForm({ saved }: { saved: DeveloperSettings }) {
  const [webhookUrl, setWebhookUrl] = useState(saved.webhookUrl);
  const [domains, setDomains] = useState(saved.domains.join('\n'));
  const [done, setDone] = useState('');
  const domainsId = 'settings-domains';
  const { submit, problem, busy } = useFormAction(async () => {
    setDone('');
    const list = domains
      .split(/[\s,]+/)
      .map((domain) => domain.trim())
      .filter(Boolean);
    const next = await updateSettings({ webhookUrl: webhookUrl.trim(), domains: list });
    primeQuery(settingsKey, next);
    setDone('Settings saved');
  });
  return (
    <form onSubmit={submit} noValidate className="dash-form">
      <SettingsField label="Webhook URL" type="url" value={webhookUrl} onChange={setWebhookUrl} hint="https only (http is allowed for localhost)." error={problem} />
      <div className="settings-field">
        <label htmlFor={domainsId}>Allowed domains</label>
        <textarea id={domainsId} rows={3} value={domains} onChange={(event) => setDomains(event.target.value)} aria-describedby={`${domainsId}-hint`} />
        <p id={`${domainsId}-hint`} className="settings-field__hint">
          One origin a line (e.g. https://shop.example.com): the sites that may frame the checkout and be sent back to with callback_url.
        </p>
      </div>
      <SubmitButton busy={busy} label="Save settings" busyLabel="Saving…" />
      <p role="status">{done}</p>
    </form>
  );
}

/** The webhook URL and allowed domains. */
export function SettingsSection() {
  const settings = useSettings();
  return (
    <section className="dash-panel" aria-labelledby="settings-title">
      <h2 id="settings-title">Webhook and domains</h2>
      {settings.status === 'loading' ? <p role="status">Loading settings…</p> : null}
      {settings.status === 'error' ? <ErrorState message={problemMessage(settings.error)} onRetry={settings.retry} /> : null}
      {settings.status === 'success' ? <SettingsForm saved={settings.data} /> : null}
    </section>
  );
}
