type ContractLimits = Array<{ contractFactNum: string; freeLimit: number }>;

/** Free factoring limits per contract of the client-type demo users (LKK, LKP), by username. */
const LIMITS_BY_USERNAME: Record<string, ContractLimits> = {
  supplier: [
    { contractFactNum: 'ДФ-2023/0147', freeLimit: 12_500_000 },
    { contractFactNum: 'ДФ-2024/0032', freeLimit: 3_750_250.5 },
    { contractFactNum: 'ДФ-2024/0219', freeLimit: 980_000 },
  ],
  principal: [
    { contractFactNum: 'АФ-2024/0008', freeLimit: 45_000_000 },
    { contractFactNum: 'АФ-2025/0011', freeLimit: 7_200_000.75 },
  ],
  multi: [
    { contractFactNum: 'ДФ-2022/0311', freeLimit: 1_000_000 },
    { contractFactNum: 'ДФ-2025/0004', freeLimit: 254_300.2 },
  ],
};

/** The limits answer of `username`: each contract's free limit and their sum (no contracts → 0). */
export function factoringLimitsOf(username: string): { limits: ContractLimits; sumLimit: number } {
  const limits = (LIMITS_BY_USERNAME[username] ?? []).map((limit) => ({ ...limit }));
  const cents = limits.reduce((sum, limit) => sum + Math.round(limit.freeLimit * 100), 0);
  return { limits, sumLimit: cents / 100 };
}
