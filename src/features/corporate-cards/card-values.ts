/** Pure helpers of the card order screens (no React, no session): what the form keeps, how a phone reads. */

/** What the embossed-name field keeps of what is typed: capitals, Uzbek apostrophes dropped. */
export function embossedInput(text: string): string {
  return text.toUpperCase().replace(/[ʻʼ'`‘’]/g, '');
}

/** +998 (90) 123-45-67 (spec 2 §5 phone mask); anything else as it is. */
export function phoneText(phone: string): string {
  const m = /^998(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return m === null ? phone : `+998 (${m[1]}) ${m[2]}-${m[3]}-${m[4]}`;
}
