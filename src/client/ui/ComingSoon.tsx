import { Sparkles } from 'lucide-react';
import { PageHeader } from './PageHeader';
import { EmptyState } from './EmptyState';
import { messages } from '../../shared/messages';

/** A screen whose feature has not landed yet: its Turkish title and a gentle note. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState icon={<Sparkles className="h-8 w-8" />} title={messages.shell.comingSoon} />
    </>
  );
}
