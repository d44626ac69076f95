/**
 * The item pages written lately, each by its address and the item's answer it was written from.
 * The same answer makes the same page, so a course's page is drawn once, not on every visit
 * (drawing one takes the event loop about 20 ms). Any change to the item, its price included,
 * changes the answer and so writes the page again. Bounded: the least recently sent go first.
 */
export class WrittenPages {
  private readonly pages = new Map<string, { answer: string; html: string | null }>();

  constructor(private readonly maxPages = 100) {}

  /** The page of `address` for `answer`: the one written for it before, or `write()`'s. */
  page(address: string, answer: string, write: () => string | null): string | null {
    const kept = this.pages.get(address);
    const html = kept?.answer === answer ? kept.html : write();
    // Re-inserted, so the map's order stays "least recently sent first".
    this.pages.delete(address);
    if (this.pages.size >= this.maxPages) {
      this.pages.delete(this.pages.keys().next().value as string);
    }
    this.pages.set(address, { answer, html });
    return html;
  }

  /** Pages held now (for tests of the bound). */
  get size(): number {
    return this.pages.size;
  }
}
