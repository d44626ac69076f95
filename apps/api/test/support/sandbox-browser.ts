/**
 * A minimal browser for the payments sandbox's pages, over real HTTP: it posts forms, reads the
 * page, clicks a button of the order form, and never follows redirects on its own.
 */
export interface Page {
  url: string;
  status: number;
  html: string;
  location: string | null;
}

export async function open(url: string, init: RequestInit = {}): Promise<Page> {
  const response = await fetch(url, { ...init, redirect: 'manual' });
  return {
    url,
    status: response.status,
    html: await response.text(),
    location: response.headers.get('location'),
  };
}

export const postForm = (url: string, fields: Record<string, string>) =>
  open(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

export const postJson = async (url: string, body: Record<string, unknown>) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** Submits the page's form with the button whose `decision` is given, as a browser would. */
export function click(page: Page, decision: 'pay' | 'pay_silently' | 'decline'): Promise<Page> {
  const action = /<form method="post" action="([^"]+)">/.exec(page.html)?.[1];
  if (!action || !page.html.includes(`name="decision" value="${decision}"`)) {
    throw new Error(`No "${decision}" button on the page at ${page.url}`);
  }
  const hidden = [
    ...page.html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g),
  ].map(([, name, value]) => [name!, value!] as const);
  return postForm(new URL(action, page.url).toString(), {
    ...Object.fromEntries(hidden),
    decision,
  });
}

/** The form fields of a get-payment-data answer: everything but its own status fields and `url`. */
export function checkoutFields(data: Record<string, unknown>): Record<string, string> {
  const own = new Set(['status', 'message', 'IsFree', 'payment_id', 'url']);
  return Object.fromEntries(
    Object.entries(data)
      .filter(([name]) => !own.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}
