export type AppKind = 'main' | 'promo' | 'school';

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** The subdomain of a host: 'promo.example.ru' → 'promo'; none for 'example.ru', localhost or an IP. */
export function subdomainOf(hostname: string): string {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (IPV4.test(host) || host.includes(':')) return '';
  const parts = host.split('.');
  if (parts[parts.length - 1] === 'localhost') return parts.slice(0, -1).join('.');
  return parts.length > 2 ? parts.slice(0, -2).join('.') : '';
}

/** No subdomain (or www) runs the main app; 'promo' and 'school' run placeholders; anything else is null. */
export function selectApp(hostname: string): AppKind | null {
  const subdomain = subdomainOf(hostname);
  if (subdomain === '' || subdomain === 'www') return 'main';
  if (subdomain === 'promo' || subdomain === 'school') return subdomain;
  return null;
}
