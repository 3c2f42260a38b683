/** A BroadcastChannel stand-in that the test drives: `post` delivers a message to every open channel of a name. */
export class FakeBroadcastChannel {
  static readonly open = new Set<FakeBroadcastChannel>();
  onmessage: ((event: MessageEvent) => void) | null = null;

  constructor(readonly name: string) {
    FakeBroadcastChannel.open.add(this);
  }

  close(): void {
    FakeBroadcastChannel.open.delete(this);
  }

  static post(name: string, data: unknown): void {
    for (const channel of FakeBroadcastChannel.open) {
      if (channel.name === name) channel.onmessage?.(new MessageEvent('message', { data }));
    }
  }
}
