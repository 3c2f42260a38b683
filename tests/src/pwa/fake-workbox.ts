/** A stand-in for workbox-window's Workbox, shared by the update tests: the test plays the browser's part. */
import { vi } from 'vitest';

export class FakeWorkbox extends EventTarget {
  /** The instance the app made last. */
  static last: FakeWorkbox | undefined;
  readonly registration = { update: vi.fn(async () => undefined) };
  readonly messageSkipWaiting = vi.fn();
  constructor(
    readonly url: string,
    readonly options: { scope: string },
  ) {
    super();
    FakeWorkbox.last = this;
  }
  async register() {
    return this.registration;
  }
}
