import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake status APIs say about an order (our payment id). */
export interface FakeStatus {
  robokassa?: number;
  epoint?: string;
  tinkoff?: string;
  /** In minor units; the payment's own amount when absent. */
  amountMinor?: number;
}

export interface FakeProviderApis {
  url: string;
  /** Sets what the status APIs answer for an order. */
  setStatus: (orderId: number, status: FakeStatus & { amountMinor: number }) => void;
  /** Every request received: path and parsed body (JSON, form or query). */
  requests: Array<{ path: string; body: Record<string, unknown> }>;
  /** The next Tinkoff Init answers this error instead of a PaymentURL. */
  failNextInit: (error: { ErrorCode: string; Message: string; Details?: string }) => void;
  close: () => Promise<void>;
}

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const parse = (text: string, type: string | undefined): Record<string, unknown> => {
  if (!text) return {};
  if (type?.includes('json')) return JSON.parse(text) as Record<string, unknown>;
  return Object.fromEntries(new URLSearchParams(text));
};

const major = (minor: number) => (minor / 100).toFixed(2);

/**
 * Local stand-ins for the providers' server APIs (Tinkoff Init and GetState, Robokassa OpStateExt,
 * Epoint get-status) answering in each provider's real shape; they do not check signatures (the
 * adapters' unit tests and the sandbox do).
 */
export async function startFakeProviderApis(): Promise<FakeProviderApis> {
  const statuses = new Map<number, FakeStatus & { amountMinor: number }>();
  const requests: FakeProviderApis['requests'] = [];
  let initError: { ErrorCode: string; Message: string; Details?: string } | null = null;

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const body = {
        ...Object.fromEntries(url.searchParams),
        ...parse(await readBody(request), request.headers['content-type']),
      };
      requests.push({ path: url.pathname, body });
      const json = (value: unknown) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (url.pathname === '/tinkoff/Init') {
        if (initError) {
          const error = initError;
          initError = null;
          return json({ Success: false, ...error });
        }
        const orderId = Number(body.OrderId);
        return json({
          Success: true,
          ErrorCode: '0',
          TerminalKey: body.TerminalKey,
          Status: 'NEW',
          PaymentId: String(700000000 + orderId),
          OrderId: body.OrderId,
          Amount: body.Amount,
          PaymentURL: `https://securepay.example/new/${orderId}`,
        });
      }
      if (url.pathname === '/tinkoff/GetState') {
        const orderId = Number(body.PaymentId) - 700000000;
        const status = statuses.get(orderId);
        return json({
          Success: true,
          ErrorCode: '0',
          TerminalKey: body.TerminalKey,
          Status: status?.tinkoff ?? 'NEW',
          PaymentId: body.PaymentId,
          OrderId: String(orderId),
          Amount: status?.amountMinor ?? 0,
        });
      }
      if (url.pathname === '/robokassa/OpStateExt') {
        const status = statuses.get(Number(body.InvoiceID));
        response.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' });
        return response.end(
          status
            ? `<?xml version="1.0" encoding="utf-8"?><OperationStateResponse xmlns="http://merchant.roboxchange.com/WebService/"><Result><Code>0</Code></Result><State><Code>${status.robokassa ?? 5}</Code><RequestDate>2026-11-21T10:00:00+03:00</RequestDate><StateDate>2026-11-21T10:05:00+03:00</StateDate></State><Info><IncCurrLabel>BankCardPSR</IncCurrLabel><IncSum>${major(status.amountMinor)}</IncSum><OutCurrLabel>RUB</OutCurrLabel><OutSum>${major(status.amountMinor)}</OutSum></Info></OperationStateResponse>`
            : `<?xml version="1.0" encoding="utf-8"?><OperationStateResponse xmlns="http://merchant.roboxchange.com/WebService/"><Result><Code>3</Code><Description>Operation not found</Description></Result></OperationStateResponse>`,
        );
      }
      if (url.pathname === '/epoint/get-status') {
        const payload = JSON.parse(
          Buffer.from(String(body.data ?? ''), 'base64').toString('utf8'),
        ) as {
          order_id?: string;
        };
        const status = statuses.get(Number(payload.order_id));
        return json({
          status: status?.epoint ?? 'new',
          code: status?.epoint === 'success' ? '000' : '',
          message: 'ok',
          transaction: `te${payload.order_id}`,
          order_id: payload.order_id,
          amount: (status?.amountMinor ?? 0) / 100,
        });
      }
      response.writeHead(404);
      response.end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setStatus: (orderId, status) => statuses.set(orderId, status),
    requests,
    failNextInit: (error) => {
      initError = error;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
