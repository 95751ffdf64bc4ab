import { useNavigate } from '../../../../../src/lib/router/router';
import { Link } from '../../../lib/link';
import { invalidate } from '../../../../../src/lib/use-query';
import { dashboardPaths } from '../../../lib/paths';
import { Redirect } from '../../../lib/redirect';
import { can, useStaff } from '../../../lib/staff-context';
import { useTitle } from '../../../lib/use-title';
import { createSplit } from '../api/create-split';
import { splitsKey } from '../api/list-splits';
import { SplitForm } from '../components/split-form';

/** A new split (owners and developers); once made, its detail page. */
export default function NewSplitPage() {
  useTitle('New split');
  const me = useStaff();
  const navigate = useNavigate();
  if (!can.change(me.role)) return <Redirect to={dashboardPaths.splits} />;
  return (
    <>
      <p>
        <Link to={dashboardPaths.splits}>← All splits</Link>
      </p>
      <h1>New split</h1>
      <SplitForm
        onCreate={async (body) => {
          const split = await createSplit(body);
          invalidate(splitsKey);
          navigate(dashboardPaths.split(split.split_code));
        }}
      />
    </>
  );
}
