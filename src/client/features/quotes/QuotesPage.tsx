import { ComingSoon } from '../../ui/ComingSoon';

export default function QuotesPage() {
  return <ComingSoon title="Alıntılar" />;
}
