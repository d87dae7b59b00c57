import { ComingSoon } from '../../ui/ComingSoon';

export default function MemoriesPage() {
  return <ComingSoon title="Bizim Anılarımız" />;
}
