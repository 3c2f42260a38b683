import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ScreenshotGallery } from '../../../src/games/gallery/ScreenshotGallery';
import { SWIPE_PX } from '../../../src/games/gallery/Lightbox';
import { FRAME_BOUND_MS } from '../../../src/lib/after-paint';

const shots = [11, 12, 13, 14].map((id) => ({ id, image: `https://www.freetogame.com/g/5/warframe-${id}.jpg` }));

function renderGallery() {
  // The app renders into #root; the lightbox makes it inert while open.
  document.getElementById('root')?.remove();
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  return render(<ScreenshotGallery title="Warframe" screenshots={shots} />, { container: root });
}

const shownImage = () => within(screen.getByRole('dialog', { name: 'Warframe screenshots' })).getByRole('img');

describe('the screenshots gallery and its lightbox', () => {
  it('shows every screenshot through our own origin, each alt naming the game and its place', () => {
    renderGallery();
    const images = within(screen.getByRole('region', { name: 'Screenshots' })).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['Warframe screenshot 1 of 4', 'Warframe screenshot 2 of 4', 'Warframe screenshot 3 of 4', 'Warframe screenshot 4 of 4']);
    expect(images.map((image) => image.getAttribute('src'))).toEqual(['/screenshots/11', '/screenshots/12', '/screenshots/13', '/screenshots/14']);
  });

  it('opens on the one clicked; arrows, Home and End move and wrap; Escape closes and the focus returns', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getByRole('button', { name: 'Warframe screenshot 2 of 4' }));
    const dialog = screen.getByRole('dialog', { name: 'Warframe screenshots' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await waitFor(() => expect(document.getElementById('root')).toHaveAttribute('inert'));
    expect(shownImage()).toHaveAttribute('alt', 'Warframe screenshot 2 of 4');
    expect(shownImage()).toHaveAttribute('src', '/screenshots/12');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(shownImage()).toHaveAttribute('alt', 'Warframe screenshot 4 of 4');
    await user.keyboard('{ArrowRight}');
    expect(shownImage()).toHaveAttribute('alt', 'Warframe screenshot 1 of 4');
    await user.keyboard('{ArrowLeft}');
    expect(shownImage()).toHaveAttribute('alt', 'Warframe screenshot 4 of 4');
    await user.keyboard('{Home}');
    expect(shownImage()).toHaveAttribute('alt', 'Warframe screenshot 1 of 4');
    await user.keyboard('{End}{ArrowLeft}');
    expect(shownImage()).toHaveAttribute('alt', 'Warframe screenshot 3 of 4');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.getElementById('root')).not.toHaveAttribute('inert');
    // Back on the thumbnail of the picture last shown.
    expect(screen.getByRole('button', { name: 'Warframe screenshot 3 of 4' })).toHaveFocus();
  });

  it('makes the page inert once the dialog is painted, not in the tap itself, and never after a close that came first', async () => {
    renderGallery();
    const root = document.getElementById('root');
    fireEvent.click(screen.getByRole('button', { name: 'Warframe screenshot 1 of 4' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // Inert restyles the whole page: done in the tap's frame, it held up the dialog's first paint.
    expect(root).not.toHaveAttribute('inert');
    await waitFor(() => expect(root).toHaveAttribute('inert'));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(root).not.toHaveAttribute('inert');

    fireEvent.click(screen.getByRole('button', { name: 'Warframe screenshot 1 of 4' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await new Promise((resolve) => setTimeout(resolve, FRAME_BOUND_MS * 2));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(root).not.toHaveAttribute('inert');
  });

  it('still answers the keyboard after a click on the picture itself', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getByRole('button', { name: 'Warframe screenshot 1 of 4' }));
    await user.click(shownImage());
    expect(screen.getByRole('dialog', { name: 'Warframe screenshots' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(shownImage()).toHaveAttribute('alt', 'Warframe screenshot 2 of 4');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the dialog, both ways', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getByRole('button', { name: 'Warframe screenshot 1 of 4' }));
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await user.tab();
    expect(within(dialog).getByRole('button', { name: '← Previous' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Next →' }));
    expect(shownImage()).toHaveAttribute('alt', 'Warframe screenshot 2 of 4');
    await user.click(close);
    expect(screen.getByRole('button', { name: 'Warframe screenshot 2 of 4' })).toHaveFocus();
  });

  it('moves on a horizontal swipe, not on a short or vertical drag', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getByRole('button', { name: 'Warframe screenshot 1 of 4' }));
    const figure = shownImage().closest('figure') as HTMLElement;
    const swipe = (fromX: number, toX: number, toY = 100) => {
      fireEvent.pointerDown(figure, { clientX: fromX, clientY: 100, pointerType: 'touch' });
      fireEvent.pointerUp(figure, { clientX: toX, clientY: toY, pointerType: 'touch' });
    };
    swipe(300, 300 - SWIPE_PX - 10);
    expect(shownImage()).toHaveAttribute('alt', 'Warframe screenshot 2 of 4');
    swipe(100, 100 + SWIPE_PX + 10);
    expect(shownImage()).toHaveAttribute('alt', 'Warframe screenshot 1 of 4');
    swipe(300, 300 - SWIPE_PX / 2);
    swipe(300, 240, 400);
    expect(shownImage()).toHaveAttribute('alt', 'Warframe screenshot 1 of 4');
  });

  it('shows nothing for a game without screenshots', () => {
    const { container } = render(<ScreenshotGallery title="Warframe" screenshots={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
