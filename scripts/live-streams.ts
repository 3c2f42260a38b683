/**
 * The live channel leg of the soak: 5,000 idle event streams (250 people, 20 streams each, the
 * per-person limit; 100 per loopback address, the per-address limit), then a burst of changes in
 * which each person writes a batch of 100, while /healthz is asked from another address.
 */
import http from 'node:http';
import { healthFrom } from './slow-connections.js';
import { postFrom } from './sign-in-attacks.js';

const PEOPLE = 250;
const STREAMS_PER_PERSON = 20;
const STREAMS_PER_ADDRESS = 100;
const WRITES_PER_PERSON = 100;
const HEALTH_EVERY_MS = 20;

export interface LiveLegReport {
  streams: number;
  /** Streams that received at least one event during the burst. */
  told: number;
  health: { status: number; ms: number }[];
  burstMs: number;
}

interface Stream {
  request: http.ClientRequest;
  /** Events received so far. */
  events: () => number;
}

function openStream(port: number, token: string, localAddress: string, device: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    let events = 0;
    const request = http.get({ host: '127.0.0.1', port, path: '/user/events', localAddress, agent: false, headers: { authorization: `Bearer ${token}`, 'x-freeplay-device': device } }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`a stream answered ${response.statusCode}`));
      response.setEncoding('utf8');
      response.once('data', () => resolve(stream));
      response.on('data', (chunk: string) => (events += chunk.split('data: ').length - 1));
    });
    const stream: Stream = { request, events: () => events };
    request.once('error', reject);
  });
}

const personAddress = (index: number) => `127.0.3.${(index % 250) + 1}`;

async function person(origin: string, index: number): Promise<string> {
  const from = personAddress(index);
  const account = { email: `live-soak-${index}.${Date.now()}@example.com`, password: 'soak123' };
  const signup = await postFrom(origin, '/user/signup', { first_name: 'Live', last_name: 'Soak', age: 30, ...account }, from);
  if (signup.status !== 201) throw new Error(`a sign-up for the live leg answered ${signup.status}`);
  const signin = await postFrom(origin, '/user/signin', account, from);
  const token = (JSON.parse(signin.body) as { token?: string }).token;
  if (!token) throw new Error(`a sign-in for the live leg answered ${signin.status}: ${signin.body}`);
  return token;
}

/** One person's batch of writes, from their own address (the write budget is per person and per address). */
function batch(port: number, token: string, localAddress: string): Promise<number> {
  const now = Date.now();
  const ops = Array.from({ length: WRITES_PER_PERSON }, (_, game) => ({ op: 'put', game_id: game + 1, status: 'playing', rating: null, note: '', updated_at: now, op_id: `soak-${token.slice(-12)}-${game}` }));
  const payload = JSON.stringify({ ops });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)), 'x-freeplay-device': 'soak-writer' };
  return new Promise((resolve) => {
    const sent = http.request({ host: '127.0.0.1', port, path: '/user/library/batch', method: 'POST', localAddress, agent: false, timeout: 30_000, headers }, (response) => {
      response.resume().on('end', () => resolve(response.statusCode ?? 0));
    });
    sent.on('timeout', () => sent.destroy());
    sent.on('error', () => resolve(0));
    sent.end(payload);
  });
}

export async function liveLeg(origin: string): Promise<LiveLegReport> {
  const port = Number(new URL(origin).port);
  const tokens: string[] = [];
  for (let start = 0; start < PEOPLE; start += 10) tokens.push(...(await Promise.all(Array.from({ length: 10 }, (_, offset) => person(origin, start + offset)))));
  const streams: Stream[] = [];
  try {
    for (let index = 0; index < PEOPLE * STREAMS_PER_PERSON; index += 250) {
      streams.push(
        ...(await Promise.all(
          Array.from({ length: 250 }, (_, offset) => {
            const n = index + offset;
            const address = `127.0.4.${Math.floor(n / STREAMS_PER_ADDRESS) + 1}`;
            return openStream(port, tokens[n % PEOPLE] ?? '', address, `soak-device-${n}`);
          }),
        )),
      );
    }
    const health: { status: number; ms: number }[] = [];
    let bursting = true;
    const checks = (async () => {
      while (bursting) {
        health.push(await healthFrom(port, '127.0.0.2'));
        await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
      }
    })();
    const started = Date.now();
    const answers = await Promise.all(tokens.map((token, index) => batch(port, token, personAddress(index))));
    const refused = answers.filter((status) => status !== 200);
    if (refused.length > 0) throw new Error(`${refused.length} of ${answers.length} batches were refused (first: ${refused[0]})`);
    // The events of the burst's end come one window later.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const burstMs = Date.now() - started;
    bursting = false;
    await checks;
    return { streams: streams.length, told: streams.filter((stream) => stream.events() > 0).length, health, burstMs };
  } finally {
    for (const stream of streams) stream.request.destroy();
  }
}
