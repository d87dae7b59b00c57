import { ComingSoon } from '../../ui/ComingSoon';

export default function PlacesPage() {
  return <ComingSoon title="Mekanlar" />;
}
