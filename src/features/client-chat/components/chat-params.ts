/** The conversation named by ?chatId=: a positive whole number, otherwise none. */
export function chatIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get('chatId'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
