/** "Log a session" on a game's page: logging, the history and its total, the status offers with Undo, edit and delete with Undo. */
import 'fake-indexeddb/auto';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GameDiaryPanel } from '../../../src/diary/game/GameDiaryPanel';
import { startDiary } from '../../../src/diary/start-diary';
import { dayOf } from '../../../src/diary/diary-dates';

beforeAll(() => {
  // Offline: the engine keeps everything on the device.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const session = { token: 't', userId: 'panel-user' };
  startDiary({ getSession: () => session, subscribeSession: () => () => undefined, onUnauthorized: () => undefined });
});

describe('GameDiaryPanel', () => {
  it('logs a session with today as the day, lists it with the total, and offers Playing for an untracked game, with Undo', async () => {
    const undo = vi.fn(async () => undefined);
    const takeStatus = vi.fn(async () => undo);
    const person = userEvent.setup();
    render(<GameDiaryPanel gameId={5} title="Warframe" status={undefined} takeStatus={takeStatus} />);
    expect(screen.getByLabelText('Day')).toHaveValue(dayOf(Date.now()));
    await person.type(screen.getByLabelText('Hours'), '1');
    await person.type(screen.getByLabelText('Minutes'), '30');
    await person.type(screen.getByLabelText('Note (optional)'), 'Long mission');
    expect(screen.getByText('12/280')).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Log session' }));
    const history = await screen.findByRole('region', { name: /Sessions/ });
    expect(await within(history).findByText('Long mission')).toBeInTheDocument();
    expect(within(history).getByText(/1 · 1 h 30 min in all/)).toBeInTheDocument();
    expect(takeStatus).not.toHaveBeenCalled();
    // The history shows as the engine publishes; the offer waits for logSession's promise, a few turns later.
    await person.click(await screen.findByRole('button', { name: 'Mark as Playing' }));
    expect(takeStatus).toHaveBeenCalledWith('playing');
    await person.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalled();
  });

  it('offers Played for a finish and Dropped for giving up, and nothing for a plain session of a game being played', async () => {
    const takeStatus = vi.fn(async () => async () => undefined);
    const person = userEvent.setup();
    const { rerender } = render(<GameDiaryPanel gameId={6} title="Paladins" status="playing" takeStatus={takeStatus} />);
    await person.click(screen.getByRole('button', { name: 'Log session' }));
    expect(await screen.findByText('Session of Paladins logged.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark as/ })).not.toBeInTheDocument();
    await person.click(screen.getByLabelText('Finished'));
    await person.click(screen.getByRole('button', { name: 'Log session' }));
    expect(await screen.findByRole('button', { name: 'Mark as Played' })).toBeInTheDocument();
    rerender(<GameDiaryPanel gameId={6} title="Paladins" status="played" takeStatus={takeStatus} />);
    await person.click(screen.getByRole('button', { name: 'No thanks' }));
    await person.click(screen.getByLabelText('Gave up'));
    await person.click(screen.getByRole('button', { name: 'Log session' }));
    expect(await screen.findByRole('button', { name: 'Mark as Dropped' })).toBeInTheDocument();
  });

  it('refuses a future day with a message, saving nothing', async () => {
    const person = userEvent.setup();
    render(<GameDiaryPanel gameId={7} title="Smite" status={undefined} takeStatus={vi.fn()} />);
    const day = screen.getByLabelText('Day');
    await person.clear(day);
    await person.type(day, '2999-01-01');
    await person.click(screen.getByRole('button', { name: 'Log session' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The day cannot be in the future.');
    expect(screen.getByText('No sessions logged yet.')).toBeInTheDocument();
  });

  it('edits a session, and deletes one with Undo bringing it back', async () => {
    const person = userEvent.setup();
    render(<GameDiaryPanel gameId={8} title="Dauntless" status="playing" takeStatus={vi.fn()} />);
    await person.type(screen.getByLabelText('Minutes'), '20');
    await person.click(screen.getByRole('button', { name: 'Log session' }));
    await person.click(await screen.findByRole('button', { name: /^Edit the session/ }));
    const history = screen.getByRole('region', { name: /Sessions/ });
    const minutes = within(history).getByLabelText('Minutes');
    await person.clear(minutes);
    await person.type(minutes, '45');
    await person.click(within(history).getByRole('button', { name: 'Save session' }));
    expect(await within(history).findByText(/1 · 45 min in all/)).toBeInTheDocument();
    await person.click(within(history).getByRole('button', { name: /^Delete the session/ }));
    expect(await within(history).findByText('No sessions logged yet.')).toBeInTheDocument();
    await person.click(within(history).getByRole('button', { name: 'Undo' }));
    expect(await within(history).findByText(/1 · 45 min in all/)).toBeInTheDocument();
    await act(async () => undefined);
  });
});
