import { ComingSoon } from '../../ui/ComingSoon';

export default function MusicPage() {
  return <ComingSoon title="Müzikler" />;
}
