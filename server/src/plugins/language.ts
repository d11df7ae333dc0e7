/** Reads the `Language` header (ru-RU, en-US, uz-UZ; Russian otherwise) once per request. */
import type { FastifyInstance } from 'fastify';
import { languageFromHeader, type Language } from '../../../contracts/envelope.ts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
  }
}

export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('lang', 'ru');
  app.addHook('onRequest', async (request) => {
    const header = request.headers['language'];
    request.lang = languageFromHeader(Array.isArray(header) ? header[0] : header);
  });
}
