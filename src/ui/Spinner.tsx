/** A loading indicator that screen readers announce by its label; Pico draws the spinner for aria-busy. */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" aria-label={label} className="spinner">
      <span aria-busy="true" aria-hidden="true" />
    </div>
  );
}
