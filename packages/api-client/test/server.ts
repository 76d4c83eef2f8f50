/** A real local HTTP server (node:http on 127.0.0.1, port 0) that records requests and answers as told. */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly rawBody: string;
  /** JSON body when the request sent JSON. */
  readonly body: unknown;
}

export type Reply =
  | { readonly status?: number; readonly json: unknown }
  | { readonly status?: number; readonly text: string }
  | { readonly hang: true };

export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

export interface TestServer {
  readonly origin: string;
  readonly requests: RecordedRequest[];
  handle(handler: Handler): void;
  close(): Promise<void>;
}

export async function startTestServer(): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  let handler: Handler = () => ({ json: { error_code: '0' } });
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = rawBody ? JSON.parse(rawBody) : undefined;
      } catch {
        body = undefined;
      }
      const recorded = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        rawBody,
        body,
      };
      requests.push(recorded);
      void Promise.resolve(handler(recorded)).then((reply) => {
        if ('hang' in reply) return;
        outgoing.statusCode = reply.status ?? 200;
        if ('json' in reply) {
          outgoing.setHeader('Content-Type', 'application/json');
          outgoing.end(JSON.stringify(reply.json));
        } else {
          outgoing.end(reply.text);
        }
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
