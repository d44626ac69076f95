/** Only web addresses are followed: a checkout URL never runs script or opens a local scheme. */
export function isWebAddress(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

function assertWebAddress(url: string) {
  if (!isWebAddress(url)) throw new Error('Checkout address is not an http(s) URL');
}

/**
 * Sends the browser to a provider's checkout page the way its protocol expects: a POST of hidden
 * fields, values as received (Robokassa's Receipt is already URL-encoded once and must stay so).
 */
export function submitProviderForm(
  url: string,
  fields: Record<string, string>,
  doc: Document = document,
) {
  assertWebAddress(url);
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = url;
  form.acceptCharset = 'UTF-8';
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
}

/** Opens a provider's payment page that takes no form (Tinkoff's PaymentURL). */
export function openProviderPage(
  url: string,
  location: Pick<Location, 'assign'> = window.location,
) {
  assertWebAddress(url);
  location.assign(url);
}
