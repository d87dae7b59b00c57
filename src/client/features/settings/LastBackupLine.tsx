import { useQuery } from '@tanstack/react-query';
import { backupMessages as bm } from '../../../shared/backup-words';
import { lastBackupQuery } from './api';

const when = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'long', timeStyle: 'short' });

/** 'Son yedek: 24 Kasım 2026 03:30' — nothing on a server that holds other spaces too. */
export function LastBackupLine() {
  const { data } = useQuery(lastBackupQuery);
  if (!data?.visible) return null;
  const last = data.lastBackup;
  const at = last?.at ? when.format(new Date(last.at)) : bm.lastBackupNone;
  const text = last && !last.ok ? `${at} (${bm.lastBackupFailed})` : at;
  return (
    <p className="text-sm text-stone-500 dark:text-stone-400" data-testid="last-backup">
      {bm.lastBackupLabel}: {text}
    </p>
  );
}
