import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createStore, useStore } from '../../../src/lib/create-store';

describe('createStore', () => {
  it('starts at the initial value and notifies subscribers of each change', () => {
    const store = createStore(1);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.get()).toBe(1);
    store.set(2);
    expect(store.get()).toBe(2);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('notifies no one when the value does not change', () => {
    const store = createStore<string | null>(null);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(null);
    store.set('a');
    store.set('a');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stops notifying after unsubscribe, and a listener may unsubscribe while being notified', () => {
    const store = createStore(0);
    const later = vi.fn();
    const stop = store.subscribe(() => stop());
    const stopLater = store.subscribe(later);
    store.set(1);
    expect(later).toHaveBeenCalledTimes(1);
    stopLater();
    store.set(2);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('re-renders a component reading it through useStore', () => {
    const store = createStore('first');
    function Show() {
      return <p>{useStore(store)}</p>;
    }
    render(<Show />);
    expect(screen.getByText('first')).toBeTruthy();
    act(() => store.set('second'));
    expect(screen.getByText('second')).toBeTruthy();
  });
});
