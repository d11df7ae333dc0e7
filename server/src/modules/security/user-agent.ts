/**
 * What the last-logins list shows about a sign-in (spec 1 §7.2: OS, browser, IP, country), read
 * from the User-Agent and the address. Only the common families are named; the rest is "Other".
 */
import { isIP } from 'node:net';

const OS_RULES: readonly (readonly [RegExp, string])[] = [
  [/Windows NT/i, 'Windows'],
  [/Android/i, 'Android'],
  [/iPhone|iPad|iPod/i, 'iOS'],
  [/CrOS/i, 'ChromeOS'],
  [/Mac OS X|Macintosh/i, 'macOS'],
  [/Linux/i, 'Linux'],
];

// Order matters: Edge, Opera and Yandex also say "Chrome", and Chrome also says "Safari".
const BROWSER_RULES: readonly (readonly [RegExp, string])[] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/YaBrowser\//, 'Yandex Browser'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

function firstMatch(rules: readonly (readonly [RegExp, string])[], userAgent: string): string {
  return rules.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Other';
}

export function describeUserAgent(userAgent: string): { readonly os: string; readonly browser: string } {
  return { os: firstMatch(OS_RULES, userAgent), browser: firstMatch(BROWSER_RULES, userAgent) };
}

function isPrivateV4(ip: string): boolean {
  const [a = 0, b = 0] = ip.split('.').map(Number);
  return (
    a === 10 ||
    a === 127 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254)
  );
}

/**
 * The bank's own network and this machine are in Uzbekistan; other addresses would need a GeoIP
 * database the demo does not ship, so they are shown as unknown ("—").
 */
export function countryOf(ip: string): string {
  const bare = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(bare) === 4) return isPrivateV4(bare) ? 'UZ' : '—';
  if (isIP(bare) === 6) {
    const lower = bare.toLowerCase();
    return lower === '::1' || lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80')
      ? 'UZ'
      : '—';
  }
  return '—';
}
