import { createRequire } from 'node:module';
import type { ComponentProps } from 'react';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ChakraProvider, chakra, createSystem } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chakraBaseConfigs } from './chakra-base';

/**
 * What patches/@chakra-ui__react@3.37.0.patch changes in how Chakra styles an element: a
 * component's recipe made once, the memo's cheaper hits, and emotion's serialisation reused for
 * equal styles. Together they were a third of drawing a list of cards (see
 * docs/performance-journal.md, Lighthouse, "Later on 3 December"). When Chakra is upgraded and the
 * patch dropped, these say whether the new version still needs it, and that styles stay right
 * either way.
 */
const chakraDist = join(
  dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json')),
  'dist/esm',
);

type Memo = <Args extends unknown[], Result>(
  fn: (...args: Args) => Result,
) => (...args: Args) => Result;

const loadMemo = async (): Promise<Memo> =>
  ((await import(pathToFileURL(join(chakraDist, 'utils/memo.js')).href)) as { memo: Memo }).memo;

describe('Chakra styling (patched)', () => {
  it("makes a styled component's recipe once per system, not on every render", () => {
    const system = createSystem(...chakraBaseConfigs);
    const makeRecipe = vi.spyOn(system, 'cva');
    // A component of its own, so no other test has made its recipe already.
    const Panel = chakra('section');
    const view = (padding: number) => (
      <ChakraProvider value={system}>
        <Panel p={padding}>text</Panel>
      </ChakraProvider>
    );
    const { rerender, container } = render(view(1));
    const afterFirst = makeRecipe.mock.calls.length;
    for (const padding of [2, 3, 4]) rerender(view(padding));
    expect(makeRecipe.mock.calls.length).toBe(afterFirst);
    expect(container.querySelector('section')?.className).toMatch(/\S/);
  });

  it('gives elements with equal styles one class, and one given an emotion class its own', () => {
    const system = createSystem(...chakraBaseConfigs);
    // Styles of a component (not of a tag) are registered by class, so a class passed in merges.
    const Section = (props: ComponentProps<'section'>) => <section {...props} />;
    const Panel = chakra(Section);
    const { container, rerender } = render(
      <ChakraProvider value={system}>
        <Panel p={2}>a</Panel>
        <Panel p={2}>b</Panel>
        <Panel p={3}>c</Panel>
      </ChakraProvider>,
    );
    const classes = () => [...container.querySelectorAll('section')].map((node) => node.className);
    const [first, second, third] = classes();
    expect(second).toBe(first);
    expect(third).not.toBe(first);
    // An emotion class passed in is merged into the element's own styles: not the reused ones.
    rerender(
      <ChakraProvider value={system}>
        <Panel p={2}>a</Panel>
        <Panel p={2} className={third}>
          b
        </Panel>
      </ChakraProvider>,
    );
    const [again, merged] = classes();
    expect(again).toBe(first);
    expect(merged).not.toBe(first);
    expect(merged).not.toBe(third);
  });

  it('remembers by text, by value and by several arguments, apart from each other', async () => {
    const memo = await loadMemo();
    const compute = vi.fn((...args: unknown[]) => ({ args }));
    const remembered = memo(compute);
    expect(remembered('n:1')).toBe(remembered('n:1'));
    expect(remembered(1)).toBe(remembered(1));
    expect(remembered(1)).not.toBe(remembered('n:1'));
    expect(remembered({ a: 1 })).toBe(remembered({ a: 1 }));
    expect(remembered('a', 'b')).toBe(remembered('a', 'b'));
    expect(remembered('a', 'b')).not.toBe(remembered('a|b'));
    expect(compute).toHaveBeenCalledTimes(5);
  });

  it('keeps what is in use within its bound, and forgets what is not', async () => {
    const memo = await loadMemo();
    const compute = vi.fn((key: string) => ({ key }));
    const remembered = memo(compute);
    const hot = remembered('hot');
    for (let index = 0; index < 2000; index += 1) {
      remembered(`cold-${index}`);
      // Used all along: never computed again.
      expect(remembered('hot')).toBe(hot);
    }
    expect(compute).toHaveBeenCalledTimes(2001);
    remembered('cold-0');
    expect(compute).toHaveBeenCalledTimes(2002);
  });
});
