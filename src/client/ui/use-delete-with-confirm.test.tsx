// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The dialog's code loads on first use: on a busy 2-core machine that can take past the default 1 s.
configure({ asyncUtilTimeout: 10_000 });
import { ApiError } from '../lib/api';
import { useDeleteWithConfirm } from './use-delete-with-confirm';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../lib/toast', () => ({ toast: toasts }));
afterEach(() => {
  cleanup();
  toasts.success.mockReset();
  toasts.error.mockReset();
});

const texts = { confirm: 'Bu filmi silmek istediğinizden emin misiniz?', deleted: 'Film silindi.', failed: 'Film silinirken bir hata oluştu.' };

function Harness({ remove, onDeleted }: { remove: (id: string) => Promise<unknown>; onDeleted?: () => void }) {
  const deletion = useDeleteWithConfirm<{ id: string; title: string }>({ remove, refresh: ['movies'], texts, onDeleted });
  return (
    <>
      <button onClick={() => deletion.ask({ id: 'm1', title: 'Amélie' })}>Sil: Amélie</button>
      {deletion.dialog}
    </>
  );
}

async function deleteThroughDialog(remove: (id: string) => Promise<unknown>, onDeleted?: () => void) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const refetched = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <Harness remove={remove} onDeleted={onDeleted} />
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByText('Sil: Amélie'));
  // The dialog's code loads the first time it opens (ui/LazyConfirmDialog.tsx): wait as a person does.
  expect(await screen.findByText(texts.confirm)).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Sil' }));
  return refetched;
}

describe('useDeleteWithConfirm', () => {
  it('asks first, deletes that record, says so, reads the list again and closes', async () => {
    const remove = vi.fn(async () => undefined);
    const onDeleted = vi.fn();
    const refetched = await deleteThroughDialog(remove, onDeleted);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(texts.deleted));
    expect(remove).toHaveBeenCalledWith('m1');
    expect(onDeleted).toHaveBeenCalledWith({ id: 'm1', title: 'Amélie' });
    expect(refetched).toHaveBeenCalledWith({ queryKey: ['movies'] });
    await waitFor(() => expect(screen.queryByText(texts.confirm)).toBeNull());
  });

  it('shows the server’s Turkish words for a rule the person can act on (403)', async () => {
    await deleteThroughDialog(async () => {
      throw new ApiError(403, 'Bu kaydı yalnızca ekleyen kişi silebilir.');
    });
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Bu kaydı yalnızca ekleyen kişi silebilir.'));
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('never shows a raw error: a 500 or a network failure gets the spec’s message', async () => {
    await deleteThroughDialog(async () => {
      throw new ApiError(500, 'Internal Server Error');
    });
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(texts.failed));
    toasts.error.mockReset();
    cleanup();
    await deleteThroughDialog(async () => {
      throw new TypeError('Failed to fetch');
    });
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(texts.failed));
  });
});
