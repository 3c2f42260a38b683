/**
 * Registers every journey of journeys.ts as a Vitest test for one engine: two stacks (server and
 * fake games service) for the engine's file, one fresh browser session per journey.
 */
import { afterAll, beforeAll, describe, test } from 'vitest';
import { JOURNEYS } from '../journeys.js';
import type { EngineDriver, EngineLauncher } from './driver.js';
import { startStack, type Stack } from './stack.js';

/** What the page says of itself when a journey fails: its route, its start-up steps' marks, its notices, and its slow requests. */
async function pageReport(driver: EngineDriver): Promise<string> {
  try {
    return await driver.run<string>(`
      const marks = performance.getEntriesByType('mark').map((mark) => mark.name.replace('freeplay:', '') + '@' + Math.round(mark.startTime)).join(' ');
      const notices = [...document.querySelectorAll('[role=status], [role=alert]')].map((element) => element.textContent.trim()).filter(Boolean).join(' | ');
      const slow = performance.getEntriesByType('resource').filter((entry) => entry.duration > 2000).map((entry) => new URL(entry.name).pathname + ' ' + Math.round(entry.startTime) + '+' + Math.round(entry.duration) + 'ms').join(', ');
      const storage = await Promise.all((await indexedDB.databases()).map(({ name }) => new Promise((resolve) => {
        const timer = setTimeout(() => resolve(name + ' no answer in 2 s'), 2000);
        const request = indexedDB.open(name);
        request.onerror = () => (clearTimeout(timer), resolve(name + ' failed to open'));
        request.onsuccess = () => {
          const db = request.result;
          const stores = [...db.objectStoreNames];
          if (stores.length === 0) return (clearTimeout(timer), db.close(), resolve(name + ' empty'));
          const read = db.transaction(stores, 'readonly').objectStore(stores[0]).count();
          read.onsuccess = () => (clearTimeout(timer), db.close(), resolve(name + ' ' + read.result));
          read.onerror = () => (clearTimeout(timer), db.close(), resolve(name + ' read failed'));
        };
      })));
      const hint = document.querySelector('.sync-hint')?.textContent.trim() ?? 'none';
      return 'storage: ' + storage.join(', ') + '; sync hint: ' + hint + '; page: ' + location.hash + ' after ' + Math.round(performance.now()) + ' ms; start-up marks: ' + marks + '; notices: ' + notices + '; requests over 2 s: ' + slow;
    `);
  } catch (error) {
    return `(no page report: ${error instanceof Error ? error.message : String(error)})`;
  }
}

/**
 * Every journey signs in through the form, and a server allows 10 sign-ins a minute from one
 * address: on one server the tenth journey waited out the minute (about 30 s per engine). The first
 * half of the journeys runs on one stack and the second half on another, in order, so journeys that
 * build on an earlier one's data (import on the rating journey's Warframe) share a stack.
 */
const STACKS = 2;
const stackOf = (index: number) => Math.floor((index * STACKS) / JOURNEYS.length);

export function runJourneys(launcher: EngineLauncher): void {
  describe(`the journeys in ${launcher.engine}`, () => {
    let stacks: Stack[] = [];
    beforeAll(async () => {
      // Each stack that started is stopped after, even when another did not start.
      const started = await Promise.allSettled(Array.from({ length: STACKS }, () => startStack()));
      stacks = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
      const failure = started.find((outcome) => outcome.status === 'rejected');
      if (failure) throw failure.reason;
    });
    afterAll(async () => {
      await launcher.shutdown();
      await Promise.all(stacks.map((stack) => stack.close()));
    });

    for (const [index, journey] of JOURNEYS.entries()) {
      test(journey.name, async () => {
        const stack = stacks[stackOf(index)];
        if (!stack) throw new Error('the stack did not start');
        const driver = await launcher.open();
        try {
          await journey.run(driver, stack);
        } catch (error) {
          throw new Error(`${error instanceof Error ? error.message : String(error)}\n${await pageReport(driver)}`, { cause: error });
        } finally {
          await driver.close();
        }
      });
    }
  });
}
