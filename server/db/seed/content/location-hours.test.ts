import { describe, expect, it } from 'vitest';
import { readRanges } from '#domain/back-office/branch-agenda';
import { LOCATION_SEEDS } from './locations';

/** The weekdays (0 Sunday … 6 Saturday) the demo's lines name. */
const DAYS: Readonly<Record<string, number[]>> = { 'Lunes a viernes': [1, 2, 3, 4, 5], Sábados: [6] };

describe('the demo branches’ hours', () => {
  it('say the same in the public text and in the structured week (docs/decisions/0071)', () => {
    for (const branch of LOCATION_SEEDS) {
      const fromText: (ReturnType<typeof readRanges> | undefined)[] = Array.from({ length: 7 }, () => []);
      for (const line of branch.openingHours) {
        const days = DAYS[line.days];
        expect(days, `${branch.name}: ${line.days}`).toBeDefined();
        for (const day of days ?? []) fromText[day] = readRanges(line.hours);
      }
      expect(branch.weeklyHours, branch.name).toEqual(fromText);
    }
  });
});
