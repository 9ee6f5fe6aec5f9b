import { useParams } from 'react-router-dom';
import { DutyLinkView } from '@/features/duty-confirmation/components/duty-link-view';

/** `/duty/confirm/{token}` (public): the "Confirm" link of a shift reminder. */
export default function ConfirmDutyPage() {
  return <DutyLinkView token={useParams().token ?? ''} action="confirm" />;
}
