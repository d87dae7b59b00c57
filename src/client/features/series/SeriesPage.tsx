import { ComingSoon } from '../../ui/ComingSoon';

export default function SeriesPage() {
  return <ComingSoon title="Diziler" />;
}
