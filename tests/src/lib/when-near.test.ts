/** whenNear: a callback once an element comes within a distance of the view, one observer per distance. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PICTURE_MARGIN, whenNear } from '../../../src/lib/when-near';

interface FakeObserver {
  callback: IntersectionObserverCallback;
  rootMargin: string | undefined;
  watched: Set<Element>;
}

const observers: FakeObserver[] = [];

beforeAll(() => {
  vi.stubGlobal('IntersectionObserver', class {
    private readonly fake: FakeObserver;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.fake = { callback, rootMargin: options?.rootMargin, watched: new Set() };
      observers.push(this.fake);
    }
    observe(target: Element) {
      this.fake.watched.add(target);
    }
    unobserve(target: Element) {
      this.fake.watched.delete(target);
    }
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
});

/** Tells the observer of `margin` whether `target` is within it, as the browser would. */
function report(margin: string, target: Element, near: boolean): void {
  const observer = observers.find((each) => each.rootMargin === margin);
  if (!observer?.watched.has(target)) return;
  observer.callback([{ isIntersecting: near, target } as IntersectionObserverEntry], {} as IntersectionObserver);
}

describe('whenNear', () => {
  it('calls back once the element comes near, and only once', () => {
    const element = document.createElement('div');
    const callback = vi.fn();
    whenNear(element, callback);
    report(PICTURE_MARGIN, element, false);
    expect(callback).not.toHaveBeenCalled();
    report(PICTURE_MARGIN, element, true);
    report(PICTURE_MARGIN, element, true);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('shares one observer between the elements of one distance, and makes one for another distance', () => {
    const [near, far, form] = [document.createElement('img'), document.createElement('img'), document.createElement('form')];
    const calls: string[] = [];
    whenNear(near, () => calls.push('near'));
    whenNear(far, () => calls.push('far'));
    whenNear(form, () => calls.push('form'), '200px');
    expect(observers.map((each) => each.rootMargin)).toEqual([PICTURE_MARGIN, '200px']);
    report(PICTURE_MARGIN, far, true);
    report('200px', form, false);
    expect(calls).toEqual(['far']);
    report('200px', form, true);
    expect(calls).toEqual(['far', 'form']);
  });

  it('is told nothing more once stopped', () => {
    const element = document.createElement('div');
    const callback = vi.fn();
    const stop = whenNear(element, callback, '200px');
    stop();
    report('200px', element, true);
    expect(callback).not.toHaveBeenCalled();
  });
});
