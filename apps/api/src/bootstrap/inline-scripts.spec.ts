import { createHash } from 'node:crypto';
import { inlineScriptSources } from './inline-scripts.js';

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptSources', () => {
  it('allows each inline script by the hash of its exact text, once', () => {
    const hint = 'try{localStorage.getItem("apiToken")}catch(e){}';
    const html =
      `<html><head><script>${hint}</script>` +
      '<script type="module" crossorigin src="/assets/index.js"></script></head>' +
      `<body><script>${hint}</script><script type="text/javascript">var а = "ё";\n</script></body></html>`;
    expect(inlineScriptSources(html)).toEqual([sha256(hint), sha256('var а = "ё";\n')]);
  });

  it('gives the hash CSP Level 3 gives, and nothing for a page without inline scripts', () => {
    // The example of the CSP specification's hash-source: sha256 of `alert('Hello, world.');`.
    expect(inlineScriptSources("<script>alert('Hello, world.');</script>")).toEqual([
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    ]);
    expect(inlineScriptSources('<script src="/a.js"></script><div></div>')).toEqual([]);
  });
});
