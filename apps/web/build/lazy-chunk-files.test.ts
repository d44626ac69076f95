import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { lazyChunkFiles } from './lazy-chunk-files';

const chunk = (fileName: string, fields: Partial<Rolldown.OutputChunk> = {}) =>
  ({
    type: 'chunk',
    fileName,
    isEntry: false,
    imports: [],
    facadeModuleId: null,
    ...fields,
  }) as Rolldown.OutputChunk;

const bundle = (...chunks: Rolldown.OutputChunk[]) =>
  Object.fromEntries(chunks.map((file) => [file.fileName, file])) as Rolldown.OutputBundle;

describe('lazyChunkFiles', () => {
  it('names a lazy module’s chunk and the chunks it imports that the entry has not loaded', () => {
    const files = lazyChunkFiles(
      bundle(
        chunk('assets/index.js', { isEntry: true, imports: ['assets/vendor.js'] }),
        chunk('assets/vendor.js'),
        chunk('assets/home-shared.js'),
        chunk('assets/account-pages.js', {
          facadeModuleId: '/app/src/features/account/components/account-pages.tsx',
          imports: ['assets/vendor.js', 'assets/home-shared.js'],
        }),
      ),
      'src/features/account/components/account-pages.tsx',
    );
    expect(files).toEqual(['/assets/account-pages.js', '/assets/home-shared.js']);
  });

  it('names the chunks the page’s chunks import in turn, unless the entry loads them', () => {
    const files = lazyChunkFiles(
      bundle(
        chunk('assets/index.js', { isEntry: true, imports: ['assets/vendor.js'] }),
        chunk('assets/vendor.js', { imports: ['assets/runtime.js'] }),
        chunk('assets/runtime.js'),
        chunk('assets/forms.js', { imports: ['assets/runtime.js', 'assets/masks.js'] }),
        chunk('assets/masks.js'),
        chunk('assets/account-shared.js', { imports: ['assets/vendor.js', 'assets/forms.js'] }),
        chunk('assets/account-pages.js', {
          facadeModuleId: '/app/src/features/account/components/account-pages.tsx',
          imports: ['assets/account-shared.js', 'assets/forms.js'],
        }),
      ),
      'src/features/account/components/account-pages.tsx',
    );
    expect(files).toEqual([
      '/assets/account-pages.js',
      '/assets/account-shared.js',
      '/assets/forms.js',
      '/assets/masks.js',
    ]);
  });

  it('fails the build when no chunk is the module’s', () => {
    expect(() =>
      lazyChunkFiles(bundle(chunk('assets/index.js', { isEntry: true })), 'src/pages/gone.tsx'),
    ).toThrow('src/pages/gone.tsx');
  });
});
