import { useQuery } from '@tanstack/react-query';
import { settingsMessages as m } from '../../../shared/settings-words';
import { versionQuery } from './api';

/** A small, quiet line under the settings: the release this installation runs. Nothing while unknown. */
export function VersionFooter() {
  const { data: version } = useQuery(versionQuery);
  if (!version) return null;
  return (
    <footer className="pb-2 text-center text-xs text-stone-500 dark:text-stone-400" data-testid="app-version">
      {m.version(version)}
    </footer>
  );
}
