/** Says so while the server shows its built-in demo catalogue instead of the real one. */
import type { GamesMeta } from './games-client';
import { Alert } from '../ui/Alert';

export const DEMO_NOTICE_TEXT = "Showing demo data: the games service can't be reached right now.";

export function DemoNotice({ meta }: { meta: GamesMeta }) {
  if (meta.source !== 'demo') return null;
  return <Alert tone="info">{DEMO_NOTICE_TEXT}</Alert>;
}
