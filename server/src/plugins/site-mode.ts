/**
 * Site mode "maintenance" (bank_settings.maintenance, switched at /site-mode): API calls answer
 * 503 `setting`, which the client shows as its "Технические работы" dialog (spec 1 §8), with the
 * message the bank wrote for the caller's language (the standard one when it left it empty).
 * admin_bank, who manages the site mode (spec 1 §6.2), keeps working and may still sign in, so the
 * mode can be switched back; every other sign-in is refused the same way (modules/security). The
 * flag is read at most every few seconds so it costs no query per call, yet every node follows a
 * change quickly; the node that switched it forgets its copy at once.
 */
import { SITE_MODE_MANAGERS } from '../../../contracts/api/site-mode.ts';
import type { Language } from '../../../contracts/envelope.ts';
import { roleAllowed } from '../../../contracts/roles.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { ApiError } from './errors.ts';
import { readSiteMode, type SiteModeRow } from './site-mode-repository.ts';

const REFRESH_MS = 5_000;

export interface SiteMode {
  /** Whether a signed-in call by this role is refused for maintenance. */
  refuses(role: string): Promise<boolean>;
  /** The refusal to throw (after `refuses` said yes): 503 `setting` with the bank's message. */
  refusal(): Promise<ApiError>;
  /** Reads the mode afresh at the next call (after a switch on this node). */
  forget(): void;
}

/** Whether the role manages the site mode (and so is never refused for maintenance). */
export function managesSiteMode(role: string): boolean {
  return roleAllowed(role, SITE_MODE_MANAGERS);
}

export function maintenanceRefusal(mode: SiteModeRow): ApiError {
  const texts: Record<Language, string> = { ru: mode.messageRu, en: mode.messageEn, uz: mode.messageUz };
  return ApiError.maintenance(texts);
}

export function createSiteMode(db: Db, clock: Clock): SiteMode {
  let cached: { readonly mode: SiteModeRow; readonly readAt: number } | null = null;

  async function current(): Promise<SiteModeRow> {
    const now = clock.now().getTime();
    if (cached !== null && now - cached.readAt < REFRESH_MS) return cached.mode;
    cached = { mode: await readSiteMode(db), readAt: now };
    return cached.mode;
  }

  return {
    async refuses(role) {
      if (managesSiteMode(role)) return false;
      return (await current()).maintenance;
    },
    async refusal() {
      return maintenanceRefusal(await current());
    },
    forget() {
      cached = null;
    },
  };
}
