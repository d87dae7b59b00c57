import { Heart } from 'lucide-react';
import { movieGameMessages as gm } from '../../../../shared/movie-game-words';
import type { GamePartner } from '../../../../shared/movie-game';
import { GameSection } from './GameSection';
import { VerdictSquare } from './verdict';

function statusText(p: GamePartner, practice: boolean) {
  if (p.status === 'not-started') return gm.partnerNotStarted;
  if (p.status === 'won') return `${practice ? gm.partnerFound : gm.partnerWon} (${p.guessCount}/10)`;
  if (p.status === 'lost') return practice ? gm.partnerNotFound : gm.partnerLost;
  return `${gm.partnerPlaying} (${p.guessCount}/10)`;
}

/** My partner's day: progress only while mine is open, colours once I finished, all once both did. */
export function PartnerSection({ partner, practice = false }: { partner: GamePartner; practice?: boolean }) {
  return (
    <GameSection icon={Heart} title={gm.partnerTitle} testId="partner-section" className="space-y-3">
      <p className="text-sm text-stone-600 dark:text-stone-300">
        <span className="font-semibold text-stone-800 dark:text-stone-100">{partner.displayName}</span> {statusText(partner, practice)}
      </p>
      {partner.guesses ? (
        <ol className="space-y-1.5" aria-label={partner.displayName}>
          {partner.guesses.map((g) => (
            <li key={g.n} data-testid="partner-row" className="flex flex-wrap items-center gap-1">
              {g.cells.map((c, i) => (
                <VerdictSquare key={i} cell={c} />
              ))}
              <span className="ml-1.5 min-w-0 truncate text-sm text-stone-700 dark:text-stone-200">{g.title}</span>
            </li>
          ))}
        </ol>
      ) : partner.rows ? (
        <ol className="space-y-1.5" aria-label={partner.displayName}>
          {partner.rows.map((r, n) => (
            <li key={n} data-testid="partner-row" className="flex gap-1">
              {r.cells.map((c, i) => (
                <VerdictSquare key={i} cell={c} />
              ))}
            </li>
          ))}
        </ol>
      ) : (
        partner.status !== 'not-started' && <p className="text-sm text-stone-500 dark:text-stone-400">{gm.partnerHidden}</p>
      )}
    </GameSection>
  );
}
