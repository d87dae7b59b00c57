import { ComingSoon } from '../../ui/ComingSoon';

export default function MovieGamePage() {
  return <ComingSoon title="Günün Film/Dizi Tahmini" />;
}
