/**
 * What the service worker makes of a push (docs/decisions.md "Push notifications"); pure, so it is tested
 * without a worker. The server sends FCM v1 `data` {title, body, link, tag}; a `notification` block
 * (another sender, the FCM console) is read too. Links open only inside this app: an in-app path or
 * a same-origin URL; anything else opens the home page.
 */

export interface ShownNote {
  readonly title: string;
  readonly body: string;
  /** Same-origin absolute URL the tap opens. */
  readonly url: string;
  readonly tag: string | undefined;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** The absolute URL a notification's link opens: same origin only, never another site. */
export function inAppUrl(link: unknown, origin: string): string {
  const home = new URL('/', origin).href;
  const raw = text(link);
  if (raw === undefined) return home;
  // Protocol-relative and backslash tricks (//evil, /\evil) are other hosts.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) {
    try {
      const absolute = new URL(raw);
      return absolute.origin === origin ? absolute.href : home;
    } catch {
      return home;
    }
  }
  try {
    const url = new URL(raw, origin);
    return url.origin === origin ? url.href : home;
  } catch {
    return home;
  }
}

/** The notification a push payload shows; `fallbackTitle` when it names none. */
export function noteFromPush(payload: unknown, origin: string, fallbackTitle = 'CorpBank'): ShownNote {
  const root = record(payload);
  const data = record(root.data);
  const notification = record(root.notification);
  const options = record(root.fcmOptions);
  return {
    title: text(data.title) ?? text(notification.title) ?? fallbackTitle,
    body: text(data.body) ?? text(notification.body) ?? '',
    url: inAppUrl(
      text(data.link) ?? text(options.link) ?? text(notification.click_action) ?? undefined,
      origin,
    ),
    tag: text(data.tag) ?? text(notification.tag),
  };
}

export interface WindowLike {
  readonly url: string;
  readonly focused?: boolean;
}

/**
 * Which open window a tap uses: the focused app window, else any app window, else none (open a new
 * one). Only windows of this origin count.
 */
export function windowForClick<W extends WindowLike>(windows: readonly W[], origin: string): W | undefined {
  const ours = windows.filter((w) => {
    try {
      return new URL(w.url).origin === origin;
    } catch {
      return false;
    }
  });
  return ours.find((w) => w.focused === true) ?? ours[0];
}
