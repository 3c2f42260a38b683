/** One GET over node:http that keeps the body as sent (no decompression), with a time limit. */
import { request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** `localAddress` picks the loopback address the connection comes from (127.0.0.2, …), as another client's would. */
export function rawGet(url: string, headers: Record<string, string> = {}, timeoutMs = 15_000, localAddress?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    // A fresh connection per call: the 200 "first requests" must really be concurrent.
    const req = request(url, { headers, agent: false, timeout: timeoutMs, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const flat: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        resolve({ status: res.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${url} took longer than ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end();
  });
}
