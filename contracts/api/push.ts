/**
 * Push notifications (issue 6; docs/decisions.md "Push notifications"). The browser asks the server
 * whether push is configured and with which firebase settings, so one build works everywhere; the
 * token itself is saved with shell.ts saveFirebaseToken (spec 1 §7.2).
 */
import { endpoint } from './endpoint.ts';

export const firebaseWebConfig = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'firebase/web-config',
  access: '*',
});

/** The firebase web app settings; `enabled: false` means: do not load firebase, poll instead. */
export type FirebaseWebConfigData =
  | { readonly enabled: false }
  | {
      readonly enabled: true;
      readonly apiKey: string;
      readonly projectId: string;
      readonly messagingSenderId: string;
      readonly appId: string;
      readonly vapidKey: string;
    };

/**
 * The `data` of a push message (FCM v1 sends strings only). `link` is an in-app path; the service
 * worker opens nothing else.
 */
export interface PushData {
  readonly title: string;
  readonly body: string;
  readonly link: string;
  /** Replaces an earlier notification with the same tag (one per payment). */
  readonly tag?: string;
}
