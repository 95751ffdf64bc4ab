import { useState } from 'react';
import { SettingsField } from '../../../../../src/components/ui/settings-field';
import { SubmitButton } from '../../../../../src/components/ui/submit-button';
import { ErrorState } from '../../../../../src/components/ui/status';
import { invalidate } from '../../../../../src/lib/use-query';
import { problemMessage } from '../../../lib/dashboard-api';
import { dashboardPaths } from '../../../lib/paths';
import { can, useStaff, type StaffRole } from '../../../lib/staff-context';
import { useFormAction } from '../../../lib/use-form-action';
import { useTitle } from '../../../lib/use-title';
import { inviteTeammate } from '../api/invite-teammate';
import { teamKey, useTeam } from '../api/list-team';
import { removeTeammate } from '../api/remove-teammate';
import { Redirect } from '../../../lib/redirect';

const roles: readonly { value: StaffRole; label: string }[] = [
  { value: 'developer', label: 'Developer: keys, webhooks, refunds' },
  { value: 'support', label: 'Support: transactions only, no keys or refunds' },
  { value: 'owner', label: 'Owner: everything, including the team' },
];

function InviteForm() {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('developer');
  const [done, setDone] = useState('');
  const { submit, problem, busy } = useFormAction(async () => {
    setDone('');
    setDone(await inviteTeammate({ email: email.trim(), role }));
    setEmail('');
    invalidate(teamKey);
  });
  return (
    <form onSubmit={submit} noValidate className="dash-form">
      <SettingsField label="Teammate's e-mail" type="email" value={email} onChange={setEmail} error={problem} autoComplete="off" />
      <fieldset className="dash-roles">
        <legend>Role</legend>
        {roles.map((option) => (
          <label key={option.value}>
            <input type="radio" name="role" value={option.value} checked={role === option.value} onChange={() => setRole(option.value)} /> {option.label}
          </label>
        ))}
      </fieldset>
      <SubmitButton busy={busy} label="Send invitation" busyLabel="Sending…" />
      <p role="status">{done}</p>
    </form>
  );
}

/** The team (owners): who has access with which role, invitations, removal. */
export default function TeamPage() {
  useTitle('Team');
  const me = useStaff();
  const team = useTeam();
  const [note, setNote] = useState('');
  if (!can.manageTeam(me.role)) return <Redirect to={dashboardPaths.overview} />;

  async function remove(staffId: string, email: string) {
    if (!window.confirm(`Remove ${email} from the team? They lose access at once.`)) return;
    try {
      await removeTeammate(staffId);
      setNote(`${email} was removed`);
      invalidate(teamKey);
    } catch (error) {
      setNote(problemMessage(error));
    }
  }

  return (
    <>
      <h1>Team</h1>
      <section className="dash-panel" aria-labelledby="members-title">
        <h2 id="members-title">Members</h2>
        <p role="status">{note}</p>
        {team.status === 'loading' ? <p role="status">Loading the team…</p> : null}
        {team.status === 'error' ? <ErrorState message={problemMessage(team.error)} onRetry={team.retry} /> : null}
        {team.status === 'success' ? (
          <ul className="dash-list">
            {team.data.map((member) => (
              <li key={member.staffId} className="dash-member">
                <span>
                  {member.email} — {member.role}
                  {member.status === 'invited' ? ' (invited)' : ''}
                </span>
                {member.staffId === me.staffId ? (
                  <span>(you)</span>
                ) : (
                  <button type="button" className="button button--outline button--small" onClick={() => void remove(member.staffId, member.email)}>
                    Remove<span className="visually-hidden"> {member.email}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section className="dash-panel" aria-labelledby="invite-title">
        <h2 id="invite-title">Invite a teammate</h2>
        <InviteForm />
      </section>
    </>
  );
}
