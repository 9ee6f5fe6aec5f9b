import { useParams } from 'react-router-dom';
import { DutyLinkView } from '@/features/duty-confirmation/components/duty-link-view';

/** `/duty/cant-make-it/{token}` (public): the "Can't make it" link of a shift reminder. */
export default function CantMakeItPage() {
  return <DutyLinkView token={useParams().token ?? ''} action="cant-make-it" />;
}
