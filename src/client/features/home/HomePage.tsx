import { ComingSoon } from '../../ui/ComingSoon';

export default function HomePage() {
  return <ComingSoon title="Ana Sayfa" />;
}
