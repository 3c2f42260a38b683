/**
 * On a narrow screen, Browse's filters behind a "Filters (N)" button: a modal <dialog> (the page
 * behind is inert, Escape closes it) whose content is built only while it is open, so typing a
 * search does not redraw 45 hidden checkboxes. Closing returns the focus to the button.
 */
import { useId, useRef, useState, type ReactNode } from 'react';

export interface FiltersSheetProps {
  /** How many filters are on (the search itself is not one). */
  active: number;
  /** What a closing button says, e.g. "Show 12 games". */
  showLabel: string;
  disabled?: boolean;
  children: ReactNode;
}

export function FiltersSheet({ active, showLabel, disabled = false, children }: FiltersSheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const close = () => dialog.current?.close();
  return (
    <>
      <button
        ref={button}
        type="button"
        className="outline browse-filters-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={disabled}
        onClick={() => {
          dialog.current?.showModal();
          setOpen(true);
        }}
      >
        Filters ({active})
      </button>
      <dialog
        ref={dialog}
        className="browse-sheet"
        aria-labelledby={titleId}
        onClose={() => {
          setOpen(false);
          button.current?.focus();
        }}
        // A tap on the backdrop (the dialog's own box, outside its article) closes it, as on other sheets.
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        <article>
          <header>
            <button type="button" className="close" aria-label="Close" onClick={close} />
            <h2 id={titleId}>Filters</h2>
          </header>
          {open && children}
          <footer>
            <button type="button" onClick={close}>{showLabel}</button>
          </footer>
        </article>
      </dialog>
    </>
  );
}
