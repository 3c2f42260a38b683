/**
 * rate-limiter-flexible's RateLimiterMemory with a cap on its live windows. The library's memory
 * store grows without bound, and a store that evicts to make room would let an attacker flush a
 * live lockout by opening fresh windows. So this one never evicts: when full, a key with no live
 * window is refused (the caller answers 429) until the oldest window ends and makes room.
 */
import { RateLimiterMemory, RateLimiterRes, type IRateLimiterOptions } from 'rate-limiter-flexible';

export interface BoundedMemoryOptions extends IRateLimiterOptions {
  /** Most live windows held at once. */
  maxWindows: number;
}

export class BoundedMemoryLimiter extends RateLimiterMemory {
  /** Key -> when its window ends (ms); insertion order is window order, as every window is as long. */
  private readonly live = new Map<string, number>();
  private readonly maxWindows: number;

  constructor(options: BoundedMemoryOptions) {
    const { maxWindows, ...limiter } = options;
    super(limiter);
    this.maxWindows = maxWindows;
  }

  override async consume(key: string | number, points?: number, options?: Record<string, unknown>): Promise<RateLimiterRes> {
    const id = String(key);
    const now = Date.now();
    this.dropEnded(now);
    const endsAt = this.live.get(id);
    if (endsAt === undefined || endsAt <= now) {
      if (this.live.size >= this.maxWindows) throw new RateLimiterRes(0, this.firstEnd() - now, 0, false);
      this.live.delete(id);
      this.live.set(id, now + this.duration * 1000);
    }
    return super.consume(key, points, options);
  }

  override async delete(key: string | number, options?: Record<string, unknown>): Promise<boolean> {
    this.live.delete(String(key));
    return super.delete(key, options);
  }

  /** Windows end in insertion order, so only the front needs looking at. */
  private dropEnded(now: number): void {
    for (const [key, endsAt] of this.live) {
      if (endsAt > now) return;
      this.live.delete(key);
    }
  }

  private firstEnd(): number {
    for (const endsAt of this.live.values()) return endsAt;
    return Date.now();
  }
}
