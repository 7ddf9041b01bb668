// The yardstick for /api/health: Fastify with one route and nothing else, started by the bench as a child
// process on PORT. It answers the same JSON as the health call.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
