/**
 * Demo seeding runs in steps, each recorded once in seed_steps: a step already recorded is skipped,
 * and a step is claimed inside the transaction that writes it, so two servers starting on one
 * database (or a step that fails half-way) never seed it twice.
 */
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db } from '../client.ts';
import { seedSteps } from '../schema/reference.ts';

/** What each seed step gets: the demo users share one password, hashed once when a step needs it. */
export interface SeedContext {
  readonly clock: Clock;
  readonly demoPasswordHash: () => Promise<string>;
}

/** Cheap check before the slow preparation (password hashing) of a step. */
export async function seedStepDone(db: Db, name: string): Promise<boolean> {
  const [done] = await db.select().from(seedSteps).where(eq(seedSteps.name, name));
  return done !== undefined;
}

/** Claims the step in the caller's transaction; false when another run claimed it first. */
export async function claimSeedStep(tx: Db, name: string): Promise<boolean> {
  const [claimed] = await tx.insert(seedSteps).values({ name }).onConflictDoNothing().returning();
  return claimed !== undefined;
}
