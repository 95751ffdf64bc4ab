import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { ChangePasswordForm } from '../components/change-password-form';
import { TwoFactorSection } from '../../../components/two-factor/two-factor-section';

/** `/admin/settings/security`: the admin's own password and two-factor sign-in. */
export default function SecuritySettingsPage() {
  useDocumentTitle('Admin: security settings');
  return (
    <>
      <PageHeading>Security settings</PageHeading>
      <ChangePasswordForm />
      <TwoFactorSection protects="the back office" className="admin-section" />
    </>
  );
}
