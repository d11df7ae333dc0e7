/**
 * A server process as `npm start` runs it, without the build step (the bench has built dist/):
 * spawned by scripts/bench/start.ts with DATA_DIR, PORT and the signer ports in its environment.
 */
import { main } from '../../server/src/main.ts';

await main();
