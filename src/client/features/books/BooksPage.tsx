import { ComingSoon } from '../../ui/ComingSoon';

export default function BooksPage() {
  return <ComingSoon title="Kitaplar" />;
}
