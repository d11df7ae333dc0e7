/**
 * Push notifications (issue 6; docs/decisions.md "Push notifications"). The browser asks the server
 * whether push is configured and with which firebase settings, so one build works everywhere; the
 * token itself is saved with shell.ts saveFirebaseToken (spec 1 §7.2).
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/** The firebase web app settings; `enabled: false` means: do not load firebase, poll instead. */
export const firebaseWebConfigDataSchema = z.discriminatedUnion('enabled', [
  z.object({ enabled: z.literal(false) }),
  z.object({
    enabled: z.literal(true),
    apiKey: z.string(),
    projectId: z.string(),
    messagingSenderId: z.string(),
    appId: z.string(),
    vapidKey: z.string(),
  }),
]);
export type FirebaseWebConfigData = z.output<typeof firebaseWebConfigDataSchema>;

export const firebaseWebConfig = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'firebase/web-config',
  access: '*',
  response: firebaseWebConfigDataSchema,
});

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
