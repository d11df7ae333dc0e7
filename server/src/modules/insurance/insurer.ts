/**
 * The insurer side of OSGOR (spec 3 §7.5 calculate and add): an interface the service calls, and
 * the demo insurer that answers in-process. A real insurer's link implements the same interface.
 *
 * Demo premium rule (docs/decisions.md, Ecosystem and OSGOR): OSGOR tariffs depend on the
 * occupational risk class of the activity, read from the first two digits of OKED:
 * class 1 (offices, trade, finance: sections 45–99) 0.16 %, class 2 (transport, agriculture
 * 01–03, 49–53) 0.32 %, class 3 (manufacturing 10–33, energy 35–39) 0.64 %, class 4 (mining 05–09,
 * construction 41–43) 1.28 % of the insured amount for a year, times the insurer's factor, rounded
 * half up to the tiyin, at least 10 000 soums. An amount above the insurer's limit is refused
 * with a warning, as a real insurer answers.
 */

export interface QuoteRequest {
  readonly insuredAmount: bigint;
  readonly okedCode: string;
  readonly rateFactorPct: number;
  readonly maxInsured: bigint;
}

export type Quote =
  | { readonly kind: 'premium'; readonly premium: bigint }
  | { readonly kind: 'warning'; readonly reason: 'aboveLimit' | 'unknownActivity' };

export interface Insurer {
  quote(request: QuoteRequest): Quote;
}

/** Basis points of the insured amount per risk class. */
const CLASS_RATE_BP = { 1: 16, 2: 32, 3: 64, 4: 128 } as const;
/** 10 000 soums in tiyin. */
export const MIN_PREMIUM = 1_000_000n;

export function riskClass(okedCode: string): 1 | 2 | 3 | 4 | null {
  if (!/^\d{5}$/.test(okedCode)) return null;
  const division = Number(okedCode.slice(0, 2));
  if (division >= 5 && division <= 9) return 4;
  if (division >= 41 && division <= 43) return 4;
  if (division >= 10 && division <= 39) return 3;
  if (division <= 3 || (division >= 49 && division <= 53)) return 2;
  if (division >= 45) return 1;
  return null;
}

/** premium = amount × rate × factor, rounded half up to the tiyin, at least MIN_PREMIUM. */
export function demoPremium(insuredAmount: bigint, okedCode: string, rateFactorPct: number): bigint | null {
  const risk = riskClass(okedCode);
  if (risk === null) return null;
  const scale = 10_000n * 100n;
  const numerator = insuredAmount * BigInt(CLASS_RATE_BP[risk]) * BigInt(rateFactorPct);
  const premium = (numerator + scale / 2n) / scale;
  return premium < MIN_PREMIUM ? MIN_PREMIUM : premium;
}

export const demoInsurer: Insurer = {
  quote({ insuredAmount, okedCode, rateFactorPct, maxInsured }) {
    if (insuredAmount > maxInsured) return { kind: 'warning', reason: 'aboveLimit' };
    const premium = demoPremium(insuredAmount, okedCode, rateFactorPct);
    return premium === null ? { kind: 'warning', reason: 'unknownActivity' } : { kind: 'premium', premium };
  },
};
