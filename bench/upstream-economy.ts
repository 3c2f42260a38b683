/**
 * Upstream economy: 200 concurrent first requests for one list, each on its own connection, must
 * make exactly one call to the games service (the server's single-flight cache).
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

export async function measureUpstreamEconomy(serverUrl: string, fake: FakeUpstream, requests = 200): Promise<EconomyReport> {
  const countCalls = () => fake.requests.filter((request) => request.path === '/api/games').length;
  const before = countCalls();
  const responses = await Promise.all(
    Array.from({ length: requests }, () => rawGet(`${serverUrl}/api/games`, { 'accept-encoding': 'gzip' }, 30_000).catch(() => undefined)),
  );
  return { requests, ok: responses.filter((response) => response?.status === 200).length, upstreamCalls: countCalls() - before };
}
