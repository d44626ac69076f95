/** The URL's path: everything before its query string (found without splitting the URL up). */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}
