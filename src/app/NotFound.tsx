import { Link } from 'wouter';
import { PATHS } from '../contract';
import { useDocumentTitle } from '../lib/use-document-title';

/** Any path the table does not know: the plain text 'NotFound' of the original app, then a link home. */
export function NotFound() {
  useDocumentTitle('Not found');
  return (
    <>
      NotFound
      <p>
        <Link href={PATHS.home}>Go to the home page</Link>
      </p>
    </>
  );
}
