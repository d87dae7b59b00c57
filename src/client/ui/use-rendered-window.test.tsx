// @vitest-environment happy-dom
import { act, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useFirstPaintLimit, useRenderedWindow } from './use-rendered-window';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const containers: HTMLElement[] = [];
afterEach(() => containers.splice(0).forEach((c) => c.remove()));

/** Renders `Grid` and returns how many cards each commit put on the page. */
async function commits(Grid: (props: { onCommit: (n: number) => void }) => React.ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  containers.push(container);
  const shown: number[] = [];
  await act(async () => createRoot(container).render(<Grid onCommit={(n) => shown.push(n)} />));
  return { shown, cards: container.querySelectorAll('li').length };
}

function Cards({ count, onCommit }: { count: number; onCommit: (n: number) => void }) {
  useLayoutEffect(() => {
    onCommit(count);
  });
  return (
    <ul>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>{i}</li>
      ))}
    </ul>
  );
}

describe('useFirstPaintLimit', () => {
  it('the first paint draws the first screen only, every card follows at once', async () => {
    const memories = 24;
    const { shown, cards } = await commits(function Grid({ onCommit }) {
      const limit = useFirstPaintLimit(6);
      return <Cards count={Math.min(memories, limit)} onCommit={onCommit} />;
    });
    expect(shown[0]).toBe(6);
    expect(shown.at(-1)).toBe(24);
    expect(cards).toBe(24);
  });
});

describe('useRenderedWindow', () => {
  it('a long list paints 12 cards first, then its first window of 60, and no more until asked', async () => {
    let showMore = () => {};
    const { shown, cards } = await commits(function List({ onCommit }) {
      const window = useRenderedWindow(150, '');
      showMore = window.showMore;
      return <Cards count={window.count} onCommit={onCommit} />;
    });
    expect(shown[0]).toBe(12);
    expect(shown.at(-1)).toBe(60);
    expect(cards).toBe(60);
    await act(async () => showMore());
    expect(document.querySelectorAll('li')).toHaveLength(120);
  });

  it('a short list is whole after the first window', async () => {
    const { shown } = await commits(function List({ onCommit }) {
      return <Cards count={useRenderedWindow(20, '').count} onCommit={onCommit} />;
    });
    expect(shown[0]).toBe(12);
    expect(shown.at(-1)).toBe(20);
  });
});
