/**
 * The shell's parts fetched after the first paint (src/core/chunks/useLazyComponent.ts): a failed
 * download is a state, not a thrown error (React.lazy would take the whole portal to its error view);
 * retry fetches again; a module once in is there at once for the next mount.
 */
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { useLazyComponent } from '@/core/chunks/useLazyComponent';

const Bell = () => <span>bell</span>;

it('a failed download leaves the stand-in, and a retry brings the part', async () => {
  let fail = true;
  const load = jest.fn(() => (fail ? Promise.reject(new Error('Loading chunk bell failed')) : Promise.resolve({ default: Bell })));
  function Header() {
    const { Component, failed, retry } = useLazyComponent(load);
    if (Component) return <Component />;
    return (
      <button type="button" onClick={() => void retry()}>
        {failed ? 'failed' : 'loading'}
      </button>
    );
  }
  render(<Header />);
  expect(screen.getByRole('button')).toHaveTextContent('loading');
  await waitFor(() => expect(screen.getByRole('button')).toHaveTextContent('failed'));
  fail = false;
  await act(async () => screen.getByRole('button').click());
  expect(await screen.findByText('bell')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  // a later mount has it at once, without fetching again
  const again = renderHook(() => useLazyComponent(load));
  expect(again.result.current.Component).toBe(Bell);
  expect(load).toHaveBeenCalledTimes(2);
});

it('waits for `start` before fetching', async () => {
  const load = jest.fn(() => Promise.resolve({ default: Bell }));
  const { result, rerender } = renderHook(({ start }) => useLazyComponent(load, start), { initialProps: { start: false } });
  expect(load).not.toHaveBeenCalled();
  rerender({ start: true });
  await waitFor(() => expect(result.current.Component).toBe(Bell));
  expect(load).toHaveBeenCalledTimes(1);
});
