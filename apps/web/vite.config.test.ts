import { mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { resolveConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { bootShell } from './build/boot-shell';
import { PRECOMPRESS_MIN_BYTES, precompressDir } from './build/precompress';
import { signedInHintScript } from './src/lib/boot-shell-markup';
import { namespaces } from './src/lib/i18n-namespaces';
import { startAfterPaintScript } from './src/prerender/start-after-paint';

const configFile = join(import.meta.dirname, 'vite.config.ts');

describe('production build config', () => {
  it('emits no source maps', async () => {
    const config = await resolveConfig({ configFile }, 'build', 'production');
    expect(config.build.sourcemap).toBe(false);
    const outputs = [config.build.rolldownOptions.output ?? []].flat();
    for (const output of outputs) expect(output.sourcemap ?? false).toBe(false);
  });

  it('preloads every translation file the app reads at start, as its backend fetches them, after the page', async () => {
    const config = await resolveConfig({ configFile }, 'build', 'production');
    const plugin = config.plugins.find((item) => item.name === 'course-shop:locale-preload');
    const hook = plugin?.transformIndexHtml;
    const transform = typeof hook === 'function' ? hook : hook?.handler;
    const tags = (await transform?.call({} as never, '', {} as never)) as Array<{
      attrs: Record<string, string>;
      injectTo: string;
    }>;
    // After the server's first screen, whose cover must not queue behind them.
    expect(new Set(tags.map((tag) => tag.injectTo))).toEqual(new Set(['body']));
    expect(tags.map((tag) => tag.attrs)).toEqual(
      namespaces.map((namespace) => ({
        rel: 'preload',
        as: 'fetch',
        crossorigin: '',
        href: `/locales/ru/${namespace}.json`,
      })),
    );
  });

  it('paints the header frame with the HTML: the logo text of the translations, light by default', async () => {
    const config = await resolveConfig({ configFile }, 'build', 'production');
    const plugin = config.plugins.find((item) => item.name === 'course-shop:boot-shell');
    const hook = plugin?.transformIndexHtml;
    const transform = typeof hook === 'function' ? hook : hook?.handler;
    const result = (await transform?.call(
      {} as never,
      '<head></head><body><!-- boot-shell --><div id="root"></div></body>',
      {} as never,
    )) as { html: string; tags: Array<{ tag: string; children: string }> };
    const layout = JSON.parse(
      readFileSync(join(import.meta.dirname, 'public/locales/ru/layout.json'), 'utf8'),
    ) as {
      logoText: string;
    };
    expect(result.html).toContain(
      `<div id="boot-shell" data-boot-shell="light" aria-hidden="true">`,
    );
    expect(result.html).toContain(`<span>${layout.logoText}</span>`);
    expect(result.html).toContain('<div id="root"></div>');
    // The signed-in hint runs before the body's screens are parsed; the frame's styles follow.
    expect(result.tags).toEqual([
      { tag: 'script', children: signedInHintScript(), injectTo: 'head' },
      expect.objectContaining({ tag: 'style', injectTo: 'head' }),
    ]);
    expect(result.tags[1]!.children).toContain('#boot-shell[data-boot-shell=dark]');
    const scripts =
      '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js">';
    // The page as Vite writes it: the hint injected into the head, beside the entry's and the
    // account's chunks
    const hint = (chunks: string[] = []) => `<script>${signedInHintScript(chunks)}</script></head>`;
    const written = result.html.replace('</head>', hint());
    const bundle: Record<string, { type: string; source?: string; [field: string]: unknown }> = {
      'index.html': { type: 'asset', source: written + scripts },
      'assets/index-1.js': {
        type: 'chunk',
        fileName: 'assets/index-1.js',
        isEntry: true,
        imports: ['assets/react-1.js'],
        facadeModuleId: '/app/src/main.tsx',
      },
      'assets/account-pages-1.js': {
        type: 'chunk',
        fileName: 'assets/account-pages-1.js',
        isEntry: false,
        imports: ['assets/react-1.js', 'assets/account-shared-1.js'],
        facadeModuleId: '/app/src/features/account/components/account-pages.tsx',
      },
    };
    const emitted: Array<{ fileName: string; source: string }> = [];
    // The hero and the theme's styles as src/prerender renders them (their own tests); here, what
    // the plugin does with them
    const themeCss = ':where(:root){--chakra-colors-x:#fff}';
    const generate = bootShell({
      prerender: async () => ({ hero: '<h1>Герой</h1>', themeCss }),
    }).generateBundle;
    const generateBundle = typeof generate === 'function' ? generate : generate?.handler;
    await generateBundle?.call(
      { emitFile: (file: { fileName: string; source: string }) => emitted.push(file) } as never,
      {} as never,
      bundle as never,
      false,
    );
    // Both pages carry the theme's styles at the end of their head, and the hint names the
    // account's chunks that the entry has not loaded
    const withTheme = result.html.replace(
      '</head>',
      hint(['/assets/account-pages-1.js', '/assets/account-shared-1.js']).replace(
        '</head>',
        `<style id="theme-css">${themeCss}</style></head>`,
      ),
    );
    expect(bundle['index.html']!.source).toBe(withTheme + scripts);
    // The hero laid over the page with its own rule (home.html only)
    const [before, after] = withTheme.replace('"light"', '"dark"').split('<div id="root">');
    expect(emitted).toEqual([
      {
        type: 'asset',
        fileName: 'home.html',
        source: expect.any(String),
      },
    ]);
    const home = emitted[0]!.source;
    expect(
      home.startsWith(
        `${before}<div id="boot-page" data-boot-path="/"><style>#boot-page{position:absolute;`,
      ),
    ).toBe(true);
    expect(home).toContain('</style><h1>Герой</h1></div><div id="root">');
    // Its scripts named for the loader that asks for them once the page has painted
    const loader =
      '<script type="application/json" id="app-start">' +
      '{"entry":"/assets/index-1.js","modules":["/assets/react-1.js"],"fetches":[]}</script>' +
      `<script>${startAfterPaintScript()}</script>`;
    expect(home.endsWith(`<div id="root">${after!.replace('</body>', `${loader}</body>`)}`)).toBe(
      true,
    );
    expect(result.tags[0]!.children).not.toContain('#boot-page');
    await expect(async () =>
      transform?.call({} as never, '<body></body>', {} as never),
    ).rejects.toThrow('boot-shell');
  });

  it('puts the page’s own stylesheet into the page instead of linking it', async () => {
    const config = await resolveConfig({ configFile }, 'build', 'production');
    const plugin = config.plugins.find((item) => item.name === 'course-shop:inline-entry-css');
    const hook = plugin?.transformIndexHtml;
    const transform = typeof hook === 'function' ? hook : hook?.handler;
    const css = '@font-face{font-family:x;src:url(/assets/x-1.woff2)}';
    const bundle: Record<string, unknown> = {
      'assets/index-abc.css': { type: 'asset', source: css },
    };
    const html = await transform?.call(
      {} as never,
      '<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>',
      { bundle } as never,
    );
    expect(html).toBe(`<head><style>${css}</style></head>`);
    // Lazy chunks preload it among their dependencies: it must still be there to fetch
    expect(bundle).toHaveProperty(['assets/index-abc.css']);
  });

  it('precompresses the build output', async () => {
    const config = await resolveConfig({ configFile }, 'build', 'production');
    expect(config.plugins.map((plugin) => plugin.name)).toContain('course-shop:precompress');
  });
});

describe('precompressDir', () => {
  it('writes .br and .gz beside text files of 1 KB and more, with the same content', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dist, 'assets'));
    const script = Buffer.from('export const greeting = "Здравствуйте";\n'.repeat(100));
    writeFileSync(join(dist, 'assets/index-abc123.js'), script);
    writeFileSync(join(dist, 'index.html'), '<!doctype html>'.padEnd(PRECOMPRESS_MIN_BYTES - 1));
    writeFileSync(join(dist, 'cover.png'), Buffer.alloc(4096));

    await precompressDir(dist);

    const brotli = readFileSync(join(dist, 'assets/index-abc123.js.br'));
    const gzip = readFileSync(join(dist, 'assets/index-abc123.js.gz'));
    expect(brotliDecompressSync(brotli)).toEqual(script);
    expect(gunzipSync(gzip)).toEqual(script);
    expect(brotli.length).toBeLessThan(gzip.length);
    // Too small to be worth it, and an image that is compressed already.
    expect(readdirSync(dist).sort()).toEqual(['assets', 'cover.png', 'index.html']);
  });

  it('keeps no variant that would be larger than the file', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'precompress-'));
    writeFileSync(join(dist, 'random.txt'), crypto.getRandomValues(new Uint8Array(2048)));
    await precompressDir(dist);
    expect(readdirSync(dist)).not.toContain('random.txt.br');
    expect(readdirSync(dist)).not.toContain('random.txt.gz');
  });
});
