/**
 * The keys of the help texts (locales/<lng>/help.json), in the order they are shown: the sign-in
 * steps, the safety tips, the points about signing and the advice when the key does not connect
 * (/help and /help-guest), and the questions of /faq.
 */
export const SIGN_IN_STEPS = ['step1', 'step2', 'step3', 'step4'] as const;
export const SAFETY_TIPS = ['tip1', 'tip2', 'tip3'] as const;
export const SIGNING_POINTS = ['point1', 'point2', 'point3', 'point4', 'point5', 'point6'] as const;
export const KEY_ADVICE = ['advice1', 'advice2', 'advice3', 'advice4'] as const;

export const FAQ_QUESTIONS = [
  'forgot',
  'locked',
  'changePassword',
  'captcha',
  'language',
  'theme',
  'lastLogins',
  'signer',
  'cutoff',
] as const;
