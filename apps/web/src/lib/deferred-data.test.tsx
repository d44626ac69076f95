import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredData } from './deferred-data';

/** Records what each render of a screen saw. */
function renderScreen(initial: string[] | undefined) {
  const seen: Array<{ data: string[] | undefined; rendering: boolean }> = [];
  function Screen({ data }: { data: string[] | undefined }) {
    seen.push(useDeferredData(data));
    return null;
  }
  const view = render(<Screen data={initial} />);
  return {
    seen,
    update: (data: string[] | undefined) => view.rerender(<Screen data={data} />),
  };
}

describe('useDeferredData', () => {
  it('renders data that was already there at once', () => {
    const items = ['a'];
    const { seen } = renderScreen(items);
    expect(seen).toEqual([{ data: items, rendering: false }]);
  });

  it('keeps the loading state in the urgent render when data arrives and renders the data after it', () => {
    const { seen, update } = renderScreen(undefined);
    const items = ['a', 'b'];
    act(() => update(items));
    expect(seen).toEqual([
      { data: undefined, rendering: false },
      { data: undefined, rendering: true },
      { data: items, rendering: false },
    ]);
  });

  it('shows nothing stale once the data is gone (another query began)', () => {
    const { seen, update } = renderScreen(['a']);
    act(() => update(undefined));
    expect(seen.slice(1)).not.toContainEqual(expect.objectContaining({ data: ['a'] }));
    expect(seen.at(-1)).toEqual({ data: undefined, rendering: false });
  });

  it('keeps showing the previous data while newer data renders, without a spinner', () => {
    const first = ['a'];
    const { seen, update } = renderScreen(first);
    const second = ['a', 'b'];
    act(() => update(second));
    expect(seen.at(-2)).toEqual({ data: first, rendering: false });
    expect(seen.at(-1)).toEqual({ data: second, rendering: false });
  });
});
