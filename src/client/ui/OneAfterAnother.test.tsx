// @vitest-environment happy-dom
import { act, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OneAfterAnother } from './OneAfterAnother';
import { usePartAfterDraw } from '../lib/use-part-after-draw';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const containers: HTMLElement[] = [];
afterEach(() => {
  containers.splice(0).forEach((c) => c.remove());
  vi.useRealTimers();
});

function mount() {
  const container = document.createElement('div');
  document.body.append(container);
  containers.push(container);
  return { container, root: createRoot(container) };
}

describe('OneAfterAnother', () => {
  it('puts one section on the page per commit, in order, until all are there', async () => {
    vi.useFakeTimers();
    const { container, root } = mount();
    // What each section found on the page when it arrived: with one commit for all, every one would see all three.
    const seenOnArrival: number[] = [];
    function Card({ title }: { title: string }) {
      useLayoutEffect(() => {
        seenOnArrival.push(container.querySelectorAll('section').length);
      }, []);
      return <section>{title}</section>;
    }
    await act(async () =>
      root.render(
        <OneAfterAnother>
          <Card title="Alan" />
          <Card title="Özel Günler" />
          <Card title="Davet" />
        </OneAfterAnother>,
      ),
    );
    // The first one at once; the others wait for the next tasks.
    expect([...container.querySelectorAll('section')].map((s) => s.textContent)).toEqual(['Alan']);
    for (let i = 0; i < 2; i++) await act(async () => void vi.advanceTimersByTime(0));
    expect([...container.querySelectorAll('section')].map((s) => s.textContent)).toEqual(['Alan', 'Özel Günler', 'Davet']);
    expect(seenOnArrival).toEqual([1, 2, 3]);
  });
});

describe('usePartAfterDraw', () => {
  it('asks for the part in a task after the commit, then shows it', async () => {
    vi.useFakeTimers();
    let asked = 0;
    const part = { preload: () => (asked++, Promise.resolve()) };
    function Page() {
      const ready = usePartAfterDraw(part);
      return <p>{ready ? 'alt kartlar' : 'ilk ekran'}</p>;
    }
    const { container, root } = mount();
    await act(async () => root.render(<Page />));
    // Drawn, its effects run, and the chunk not asked for yet: the links it adds are a task of their own.
    expect(asked).toBe(0);
    expect(container.textContent).toBe('ilk ekran');
    await act(async () => void vi.advanceTimersByTime(0));
    expect(asked).toBe(1);
    expect(container.textContent).toBe('alt kartlar');
  });

  it('does not ask when the page is left before its task', async () => {
    vi.useFakeTimers();
    let asked = 0;
    const part = { preload: () => (asked++, Promise.resolve()) };
    function Page() {
      usePartAfterDraw(part);
      return null;
    }
    const { root } = mount();
    await act(async () => root.render(<Page />));
    await act(async () => root.unmount());
    await act(async () => void vi.advanceTimersByTime(0));
    expect(asked).toBe(0);
  });
});
