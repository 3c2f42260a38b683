/**
 * Says so while the server shows its built-in demo catalogue instead of the real one. Not while our
 * server itself cannot be reached: the page then shows this device's copy, and the status banner says so.
 */
import type { GamesMeta } from './games-client';
import { useServerReachable } from '../lib/server-reachability';
import { Alert } from '../ui/Alert';

const DEMO_NOTICE_TEXT = "Showing demo data: the games service can't be reached right now.";

export function DemoNotice({ meta }: { meta: GamesMeta }) {
  const reachable = useServerReachable();
  if (meta.source !== 'demo' || !reachable) return null;
  return <Alert tone="info">{DEMO_NOTICE_TEXT}</Alert>;
}
