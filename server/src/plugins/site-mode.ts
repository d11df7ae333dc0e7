/**
 * Site mode "maintenance" (bank_settings.maintenance): API calls answer 503 `setting`, which the
 * client shows as its "Технические работы" dialog (spec 1 §8). Sign-in stays open and admin_bank,
 * who manages the site mode, keeps working so the mode can be switched back. The flag is read at
 * most every few seconds so it costs no query per call, yet every node follows a change quickly.
 */
import { sameRole } from '../../../contracts/roles.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { maintenanceFlag } from './site-mode-repository.ts';

const REFRESH_MS = 5_000;

export interface SiteMode {
  /** Whether a signed-in call by this role is refused for maintenance. */
  refuses(role: string): Promise<boolean>;
}

export function createSiteMode(db: Db, clock: Clock): SiteMode {
  let cached: { readonly maintenance: boolean; readonly readAt: number } | null = null;

  async function maintenance(): Promise<boolean> {
    const now = clock.now().getTime();
    if (cached !== null && now - cached.readAt < REFRESH_MS) return cached.maintenance;
    cached = { maintenance: await maintenanceFlag(db), readAt: now };
    return cached.maintenance;
  }

  return {
    async refuses(role) {
      if (sameRole(role, 'admin_bank')) return false;
      return maintenance();
    },
  };
}
