/**
 * Upstream economy: 200 concurrent first requests for one list, each on its own connection, must
 * make exactly one call to the games service (the server's single-flight cache). They come from 200
 * loopback addresses, as 200 people's would: the server caps open connections per address
 * (MAX_CONNECTIONS_PER_ADDRESS, 100 by default), so 200 from one address would be cut short.
 */
import type { FakeUpstream } from '../tools/fake-upstream.js';
import { rawGet } from './raw-get.js';

export interface EconomyReport {
  requests: number;
  /** Responses with status 200. */
  ok: number;
  /** Calls the fake games service received for /api/games during the burst. */
  upstreamCalls: number;
}

/** 127.0.0.2 onwards: Linux answers the whole 127.0.0.0/8 on the loopback interface. */
function clientAddress(index: number): string {
  return `127.0.${Math.floor(index / 250)}.${(index % 250) + 2}`;
}

export async function measureUpstreamEconomy(serverUrl: string, fake: FakeUpstream, requests = 200): Promise<EconomyReport> {
  const countCalls = () => fake.requests.filter((request) => request.path === '/api/games').length;
  const before = countCalls();
  const responses = await Promise.all(
    Array.from({ length: requests }, (_, index) => rawGet(`${serverUrl}/api/games`, { 'accept-encoding': 'gzip' }, 30_000, clientAddress(index)).catch(() => undefined)),
  );
  return { requests, ok: responses.filter((response) => response?.status === 200).length, upstreamCalls: countCalls() - before };
}
