import { ComingSoon } from '../../ui/ComingSoon';

export default function MoviesPage() {
  return <ComingSoon title="Filmler" />;
}
