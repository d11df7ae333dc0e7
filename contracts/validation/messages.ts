/**
 * The validation message keys shared by client and server (spec 1 §5, spec 2 §5). A rule answers
 * a key and its params as strings, never a text: the client's `validation` locale namespace and the
 * server's catalogue translate them. MESSAGE_PARAMS names the params each key carries, so a locale
 * file can be checked against it (`localeProblems`). Texts need not show the params: the spec keeps
 * bounds out of the generic messages, but they are there for texts that want them.
 */
export const MESSAGE_PARAMS = {
  /** Fill in the field. */
  required: [],
  /** Fill in all required fields (they are marked with an asterisk). */
  requiredAll: [],
  /** The field is filled in incorrectly. */
  invalid: [],
  /** Invalid characters in the text; `characters` lists the offending ones. */
  invalidCharacters: ['characters'],
  /** The field does not match the pattern. */
  pattern: [],
  /** Incorrect email. */
  email: [],
  /** Wrong phone number. */
  phone: [],
  'number.min': ['min'],
  'number.max': ['max'],
  'length.min': ['min'],
  'length.max': ['max'],
  /** Enter `count` more characters. */
  'length.more': ['count'],
  /** The field must contain `length` characters (27 for a budget recipient account). */
  'length.exact': ['length'],
  /** Minimum amount `min` in `currency` (UZS: the word for soum). */
  'amount.min': ['min', 'currency'],
  /** The start of a date range is after its end. */
  'dateRange.order': [],
  /** The card's expiry date is in the past. */
  'card.expired': [],
} as const satisfies Record<string, readonly string[]>;

export type MessageKey = keyof typeof MESSAGE_PARAMS;
export type MessageParamName<K extends MessageKey> = (typeof MESSAGE_PARAMS)[K][number];
export type MessageParams<K extends MessageKey> = Readonly<Record<MessageParamName<K>, string>>;

export const MESSAGE_KEYS = Object.keys(MESSAGE_PARAMS) as readonly MessageKey[];

/** What a rule answers: a key, with params exactly when the key has some. */
export type ValidationMessage = {
  [K in MessageKey]: [MessageParamName<K>] extends [never]
    ? { readonly key: K }
    : { readonly key: K; readonly params: MessageParams<K> };
}[MessageKey];

type ParamsArgument<K extends MessageKey> = [MessageParamName<K>] extends [never] ? [] : [MessageParams<K>];

export function message<K extends MessageKey>(key: K, ...params: ParamsArgument<K>): ValidationMessage {
  const [given] = params;
  return (given === undefined ? { key } : { key, params: given }) as ValidationMessage;
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(MESSAGE_PARAMS, value);
}

function textAt(namespace: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined,
      namespace,
    );
}

/**
 * Checks a client locale namespace (the parsed `validation.json`) against the keys: every key has a
 * non-empty text, and its i18next placeholders (`{{name}}`) are among the key's params.
 */
export function localeProblems(namespace: unknown): string[] {
  return MESSAGE_KEYS.flatMap((key) => {
    const text = textAt(namespace, key);
    if (typeof text !== 'string' || text.trim() === '') return [`${key}: missing`];
    const allowed: readonly string[] = MESSAGE_PARAMS[key];
    return [...text.matchAll(/{{\s*(\w+)\s*}}/g)]
      .map((match) => match[1] ?? '')
      .filter((name) => !allowed.includes(name))
      .map((name) => `${key}: unknown placeholder ${name}`);
  });
}
