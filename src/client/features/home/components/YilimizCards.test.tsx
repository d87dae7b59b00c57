// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from '../../../lib/router';
import { afterEach, describe, expect, it } from 'vitest';
import { MilestoneCard, YearReviewCard } from './YilimizCards';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const containers: HTMLElement[] = [];
afterEach(() => containers.splice(0).forEach((c) => c.remove()));

async function render(node: React.ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  containers.push(container);
  await act(async () => createRoot(container).render(<Router initialPath="/">{node}</Router>));
  return container;
}

describe('home: Yılımız card and the next milestone', () => {
  it('the year card shows from 1 December to 31 January and leads to that year', async () => {
    for (const [today, year] of [
      ['2026-12-01', '2026'],
      ['2027-01-31', '2026'],
    ]) {
      const link = (await render(<YearReviewCard today={today} />)).querySelector('a');
      expect(link?.getAttribute('href')).toBe(`/yilimiz/${year}`);
      expect(link?.textContent).toContain(`${year} yılınız hazır`);
    }
    for (const today of ['2026-11-30', '2027-02-01', '2026-06-15']) {
      expect((await render(<YearReviewCard today={today} />)).querySelector('a')).toBeNull();
    }
  });

  it('the next milestone in Turkish words and numbers', async () => {
    const card = await render(<MilestoneCard togetherSince="2024-02-03" today="2026-10-27" />);
    expect(card.textContent).toContain('1000. gününüz: 3 gün kaldı');
    expect(card.textContent).toContain('30 Ekim 2026');
    const today = await render(<MilestoneCard togetherSince="2024-02-03" today="2025-02-03" />);
    expect(today.textContent).toContain('Bugün 1. yılınız!');
  });
});
