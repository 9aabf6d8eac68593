/** A promotion code the simulator offers (from LOCAL_PROMOTION_CODES). */
export interface PromotionCodeSeed {
  code: string;
  /** Cents off, or null. */
  amountOff: number | null;
  percentOff: number | null;
  /** `expired`: its expiry date has passed; `inactive`: switched off. */
  state: 'active' | 'expired' | 'inactive';
}

/**
 * `SAVE10:$10,HALF:50%,EXPIRED20:20%:expired,RETIRED5:$5:inactive` -> seeds. `$10` and `10.50` are
 * dollars off, `50%` is percent off.
 */
export function parsePromotionCodeSeeds(text: string): PromotionCodeSeed[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [code, discount, flag] = entry.split(':').map((part) => part.trim());
      if (!code || !/^[A-Za-z0-9-]+$/.test(code) || !discount) throw new Error(`Invalid LOCAL_PROMOTION_CODES entry '${entry}'`);
      if (flag !== undefined && flag !== 'expired' && flag !== 'inactive') throw new Error(`Invalid LOCAL_PROMOTION_CODES flag '${flag}' (expired or inactive)`);
      const percent = /^(\d{1,3}(?:\.\d+)?)%$/.exec(discount);
      const dollars = /^\$?(\d+(?:\.\d{1,2})?)$/.exec(discount);
      if (percent && Number(percent[1]) > 0 && Number(percent[1]) <= 100) {
        return { code, amountOff: null, percentOff: Number(percent[1]), state: flag ?? 'active' } satisfies PromotionCodeSeed;
      }
      if (dollars && Number(dollars[1]) > 0) {
        return { code, amountOff: Math.round(Number(dollars[1]) * 100), percentOff: null, state: flag ?? 'active' } satisfies PromotionCodeSeed;
      }
      throw new Error(`Invalid LOCAL_PROMOTION_CODES discount '${discount}' ($10 or 50%)`);
    });
}
