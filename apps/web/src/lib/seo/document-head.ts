/** Everything the head says about the page on screen. */
export interface HeadTags {
  title: string;
  description: string;
  /** Open Graph and product properties, `<meta property=… content=…>`; others are removed. */
  properties: Record<string, string>;
  /** `<meta name="robots">`, or null for none. */
  robots: string | null;
  /** The JSON-LD text, or null for none. */
  structuredData: string | null;
}

const SHARED_PROPERTY = /^(og|product):/;

function setNamedMeta(head: HTMLHeadElement, name: string, content: string | null) {
  let element = head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = head.ownerDocument.createElement('meta');
    element.name = name;
    head.appendChild(element);
  }
  element.content = content;
}

function setProperties(head: HTMLHeadElement, properties: Record<string, string>) {
  const existing = new Map<string, HTMLMetaElement>();
  for (const element of head.querySelectorAll<HTMLMetaElement>('meta[property]')) {
    const property = element.getAttribute('property') ?? '';
    if (!SHARED_PROPERTY.test(property)) continue;
    if (property in properties && !existing.has(property)) existing.set(property, element);
    else element.remove();
  }
  for (const [property, content] of Object.entries(properties)) {
    let element = existing.get(property);
    if (!element) {
      element = head.ownerDocument.createElement('meta');
      element.setAttribute('property', property);
      head.appendChild(element);
    }
    element.content = content;
  }
}

function setStructuredData(head: HTMLHeadElement, json: string | null) {
  let script = head.querySelector<HTMLScriptElement>('script[type="application/ld+json"]');
  if (json === null) {
    script?.remove();
    return;
  }
  if (!script) {
    script = head.ownerDocument.createElement('script');
    script.type = 'application/ld+json';
    head.appendChild(script);
  }
  script.textContent = json;
}

/**
 * Writes the tags into the document's head, reusing the elements index.html (or the server) put
 * there, so a tag is never doubled.
 */
export function writeHead(document: Document, tags: HeadTags): void {
  document.title = tags.title;
  setNamedMeta(document.head, 'description', tags.description);
  setNamedMeta(document.head, 'robots', tags.robots);
  setProperties(document.head, tags.properties);
  setStructuredData(document.head, tags.structuredData);
}
