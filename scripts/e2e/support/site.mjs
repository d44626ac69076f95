// The built product and a browser for one journey file: started before its tests, stopped after.
import { after, before } from 'node:test';
import { launchBrowser } from './browser.mjs';
import { startProductServer } from './product-server.mjs';

/** Registers the file's hooks; `site.server` and `site.browser` are there once its tests run. */
export function productInBrowser() {
  const site = { server: undefined, browser: undefined };
  before(async () => {
    site.server = await startProductServer();
    site.browser = await launchBrowser();
  });
  after(async () => {
    await site.browser?.close();
    await site.server?.stop();
  });
  return site;
}
