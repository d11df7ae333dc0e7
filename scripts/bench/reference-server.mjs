/**
 * The start-up reference of scripts/bench/start.ts: a bare Fastify process answering one route, so
 * the ratio shows what CorpBank adds over starting Node and Fastify alone. Plain JavaScript run by
 * plain Node, as `npm start` runs the server's bundle (scripts/server-bundle.mjs).
 */
import Fastify from 'fastify';

const app = Fastify();
app.get('/api/v2/health', async () => ({ status: 'success' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
