/**
 * Where SMS go. The bank's gateway is not part of this product yet, so production has no sender
 * and send-sms answers 503 there; outside production the demo sender writes each message to the
 * server log and to the demo outbox (sms_demo_outbox), which admins read (sms/demo-outbox) and
 * tests use. A real gateway implements SmsSender and is chosen in `smsSenderFor`.
 */
import type { SmsPurpose } from '../../../../contracts/api/sms.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { insertDemoSms } from './repository.ts';

export interface SmsMessage {
  readonly userId: number;
  readonly username: string;
  readonly phone: string;
  readonly purpose: SmsPurpose;
  readonly text: string;
  readonly at: Date;
}

export interface SmsSender {
  /** Sends inside the caller's transaction: a failure undoes the stored code too. */
  send(tx: Db, message: SmsMessage): Promise<void>;
}

export type SmsLog = (line: string) => void;

export function demoSmsSender(log: SmsLog): SmsSender {
  return {
    async send(tx, message) {
      await insertDemoSms(tx, {
        userId: message.userId,
        phone: message.phone,
        purpose: message.purpose,
        text: message.text,
        createdAt: message.at,
      });
      log(`demo SMS to ${message.username} (${message.phone}): ${message.text}`);
    },
  };
}

/** null: no sender configured (production until the bank's gateway is connected). */
export function smsSenderFor(config: Config, log: SmsLog): SmsSender | null {
  return config.production ? null : demoSmsSender(log);
}
