/**
 * Live changes, measured: a game page open in headless Chromium on one server copy, and a status
 * written through the API as another device on a copy (the same one, or a second one fanned out
 * through Redis): the time from sending the write to the frame in which the page shows it, over
 * 50 changes. And the server's memory with 5,000 idle event streams open.
 */
import http from 'node:http';
import type { Browser } from '@playwright/test';
import { DEFAULT_STREAM_WRITER } from '../server/live/stream-writer.js';
import { createSession } from '../tools/account.js';
import { percentile } from './stats.js';

const CHANGES = 50;
const IDLE_STREAMS = 5_000;
const DEVICE_HEADER = 'x-freeplay-device';

export interface LatencyReport {
  changes: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface IdleReport {
  streams: number;
  beforeBytes: number;
  afterBytes: number;
  extraBytes: number;
}

/** Opens the game page on `pageUrl` signed in with `token`, and waits for its live channel. */
async function openGamePage(browser: Browser, pageUrl: string, token: string, gameId: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${pageUrl}/healthz`);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/user/events' && response.status() === 200, { timeout: 30_000 });
  await page.goto(`${pageUrl}/#/gamedetails/${gameId}`);
  await page.locator(`input[name="status-${gameId}"][value="want"]`).waitFor({ timeout: 30_000 });
  await stream;
  return { context, page };
}

/** Changes on `writeUrl`, seen on a page of `pageUrl`: ms from sending each write to the frame that shows it. */
export async function measureLiveLatency(browser: Browser, writeUrl: string, pageUrl: string): Promise<LatencyReport> {
  const session = await createSession(writeUrl, 'live-bench');
  const games = (await (await fetch(`${pageUrl}/api/games`)).json()) as { id: number }[];
  const gameId = games[0]?.id ?? 1;
  const { context, page } = await openGamePage(browser, pageUrl, session.token, gameId);
  const samples: number[] = [];
  try {
    for (let index = 0; index < CHANGES; index++) {
      const status = index % 2 === 0 ? 'playing' : 'played';
      // Watches from the page's side, one check per frame, and answers the time of the first frame showing it.
      // A string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
      const shown = page.evaluate<number>(`new Promise((resolve, reject) => {
        const limit = Date.now() + 10000;
        const check = () => {
          const radio = document.querySelector('input[name="status-${gameId}"][value="${status}"]');
          if (radio && radio.checked) resolve(Date.now());
          else if (Date.now() > limit) reject(new Error('${status} not shown within 10 s'));
          else requestAnimationFrame(check);
        };
        check();
      })`);
      shown.catch(() => undefined); // awaited below; this keeps an early failure from going unhandled
      const sent = Date.now();
      const answer = await fetch(`${writeUrl}/user/library/${gameId}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json', [DEVICE_HEADER]: 'bench-other-device' },
        body: JSON.stringify({ status, rating: null, note: '', updated_at: Date.now(), op_id: `live-bench-${index}` }),
      });
      if (!answer.ok) throw new Error(`PUT answered ${answer.status}`);
      samples.push((await shown) - sent);
      // Apart, as a person's changes are: each is its own event. Changes closer together than the
      // stream's coalescing window are folded into one event sent at the window's end, by design
      // (server/live/stream-writer.ts): 50 ms apart, every change after the first waited for it
      // (p50 196 ms on 2026-11-27).
      await new Promise((resolve) => setTimeout(resolve, DEFAULT_STREAM_WRITER.coalesceMs + 50));
    }
  } finally {
    await context.close();
  }
  return { changes: samples.length, p50Ms: percentile(samples, 50), p95Ms: percentile(samples, 95), maxMs: Math.max(...samples) };
}

/** Opens one stream and resolves once its first bytes arrived. */
function openStream(url: URL, token: string, agent: http.Agent, opened: http.ClientRequest[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`stream answered ${response.statusCode}`));
      response.once('data', () => resolve());
    });
    request.once('error', reject);
    opened.push(request);
  });
}

/** The server's resident memory before and after 5,000 idle streams (each its own connection), in bytes. */
export async function measureIdleStreams(serverUrl: string, rssBytes: () => number): Promise<IdleReport> {
  const sessions = await Promise.all(Array.from({ length: 10 }, (_, index) => createSession(serverUrl, `idle-${index}-`)));
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const opened: http.ClientRequest[] = [];
  const url = new URL('/user/events', serverUrl);
  // Settle, then read: what the server holds with nobody listening.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const beforeBytes = rssBytes();
  try {
    for (let start = 0; start < IDLE_STREAMS; start += 250) {
      await Promise.all(Array.from({ length: Math.min(250, IDLE_STREAMS - start) }, (_, offset) => openStream(url, sessions[(start + offset) % sessions.length]?.token ?? '', agent, opened)));
    }
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const afterBytes = rssBytes();
    return { streams: opened.length, beforeBytes, afterBytes, extraBytes: afterBytes - beforeBytes };
  } finally {
    for (const request of opened) request.destroy();
    agent.destroy();
  }
}
