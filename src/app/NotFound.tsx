/** Any path the table does not know: the spec's plain text, signed in or not. */
export function NotFound() {
  return <>NotFound</>;
}
