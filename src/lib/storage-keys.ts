/** Every key this app keeps in localStorage (spec 1 §9: encrypted login record, dark-theme flag). */
export const STORAGE_KEYS = {
  login: 'corpbank.login',
  dark: 'corpbank.dark',
  language: 'corpbank.language',
  menuCollapsed: 'corpbank.menu-collapsed',
  /** The install card on home was dismissed: it is not offered there again (settings still has it). */
  installDismissed: 'corpbank.install-dismissed',
  /** When a failed chunk last reloaded the page (sessionStorage): at most one reload per failure. */
  chunkReloadAt: 'corpbank.chunk-reload-at',
  /** Prefix of the per-user persisted reference lists (offline/query-persistence.ts), `.<user id>`. */
  referenceLists: 'corpbank.reference-lists',
  /** The signing client's ports last answered by the server (lib/signing-client.ts), for offline signing. */
  signerConfig: 'corpbank.signer-config',
  /** Prefix of the passkey credential id this phone holds for a user (features/heads), `.<user id>`. */
  passkeyPrefix: 'corpbank.passkey',
} as const;

/** localStorage can throw (private mode, disabled storage); a missing value is the safe reading. */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch (error) {
    console.warn('localStorage unavailable', error);
  }
}
