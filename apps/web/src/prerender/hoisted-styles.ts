/** One style element as emotion's server rendering writes it beside an element: key, ids, rules. */
const EMOTION_STYLE = /<style data-emotion="([\w-]+) ([\w -]*)">([^<]*)<\/style>/g;

/** The key of the element styles (Chakra's emotion cache); the others are global styles. */
const ELEMENT_STYLES_KEY = 'css';

/**
 * A rendered screen's styles out of its markup, for the page's head: emotion's server rendering
 * writes a style element before each element it styles (40 on a course's screen). In the body,
 * each one parsed is a style sheet added to the page; in the browser, emotion's cache then moves
 * every one into the head as it starts, and again as it adopts them, each move a change of the
 * page's style sheets. Gathered into one element in the head, its ids listed as emotion lists them,
 * they are parsed once and adopted as one, and the app's render inserts none of them again. Global
 * styles stay one element each: emotion's Global finds its own by its exact name.
 */
export function hoistedStyles(markup: string): { styles: string; markup: string } {
  const ids: string[] = [];
  let rules = '';
  const globals: string[] = [];
  const rest = markup.replace(EMOTION_STYLE, (element, key: string, names: string, css: string) => {
    if (key === ELEMENT_STYLES_KEY) {
      ids.push(...names.split(' ').filter(Boolean));
      rules += css;
    } else {
      globals.push(element);
    }
    return '';
  });
  const elementStyles = ids.length
    ? `<style data-emotion="${ELEMENT_STYLES_KEY} ${ids.join(' ')}">${rules}</style>`
    : '';
  return { styles: globals.join('') + elementStyles, markup: rest };
}
