import type { CallOrderBody, CallOrderType } from '../../../../contracts/api/newchat.ts';

/**
 * What the call-order dialog sends: the phone, the subject and the question trimmed; null (nothing
 * is sent, the fields say why) while the phone is missing or the question is blank.
 */
export function callOrderRequest(phone: string, type: CallOrderType, topic: string): CallOrderBody | null {
  const question = topic.trim();
  return phone === '' || question === '' ? null : { phone, type, topic: question };
}
