import { describe, expect, it, vi } from 'vitest';
import { registerCatalogueRefresh, type RefreshDeps } from '../../../src/pwa/register-catalogue-refresh';

function registration(register?: (tag: string, options: { minInterval: number }) => Promise<void>) {
  return (register ? { periodicSync: { register } } : {}) as unknown as ServiceWorkerRegistration;
}

const installed = (state: string | undefined): RefreshDeps => ({ standalone: () => true, permission: async () => state });

describe('registerCatalogueRefresh (Periodic Background Sync)', () => {
  it('registers catalogue-refresh about once a day in an installed app with the permission', async () => {
    const register = vi.fn(async () => undefined);
    expect(await registerCatalogueRefresh(registration(register), installed('granted'))).toBe(true);
    expect(register).toHaveBeenCalledWith('catalogue-refresh', { minInterval: 24 * 60 * 60 * 1000 });
  });

  it('does nothing in a browser tab, without the permission, or where the browser lacks it', async () => {
    const register = vi.fn(async () => undefined);
    expect(await registerCatalogueRefresh(registration(register), { standalone: () => false, permission: async () => 'granted' })).toBe(false);
    expect(await registerCatalogueRefresh(registration(register), installed('prompt'))).toBe(false);
    expect(await registerCatalogueRefresh(registration(register), installed(undefined))).toBe(false);
    expect(await registerCatalogueRefresh(registration(), installed('granted'))).toBe(false);
    expect(register).not.toHaveBeenCalled();
  });

  it('never throws when the browser refuses', async () => {
    const refused = vi.fn(async () => {
      throw new DOMException('Permission denied.', 'NotAllowedError');
    });
    expect(await registerCatalogueRefresh(registration(refused), installed('granted'))).toBe(false);
    expect(await registerCatalogueRefresh(registration(refused), { standalone: () => true, permission: () => Promise.reject(new TypeError('bad name')) })).toBe(false);
  });
});
