import { useEffect, useRef } from 'react';
import { Alert } from '../ui/Alert';

/**
 * The red alerts above a form, one per message. Each failed submit bumps `attempt`, which moves the
 * focus to the first alert so keyboard and screen reader users land on what went wrong.
 */
export function FormAlerts({ messages, attempt }: { messages: readonly string[]; attempt: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0) ref.current?.querySelector<HTMLElement>('[role="alert"]')?.focus();
  }, [attempt]);
  return (
    <div ref={ref}>
      {messages.map((message, index) => (
        <Alert key={`${index}-${message}`}>{message}</Alert>
      ))}
    </div>
  );
}
