import { dashboardPaths } from '../../../lib/paths';
import { can, useStaff } from '../../../lib/staff-context';
import { useTitle } from '../../../lib/use-title';
import { KeysSection } from '../components/keys-section';
import { SettingsSection } from '../components/settings-section';
import { WebhookLog } from '../components/webhook-log';
import { Redirect } from '../../../lib/redirect';

/** Keys, webhook URL and domains, and the webhook delivery log (owners and developers). */
export default function DevelopersPage() {
  useTitle('Developers');
  const me = useStaff();
  if (!can.seeKeys(me.role)) return <Redirect to={dashboardPaths.overview} />;
  return (
    <>
      <h1>Developers</h1>
      <KeysSection />
      <SettingsSection />
      <WebhookLog />
    </>
  );
}
