import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountRuns } from './amount-runs';
import { formatDiscount, formatMoney } from './money';
import { numberFormat } from './numbers';

const NBSP = '\u00a0';

describe('amountRuns', () => {
  const words = fc.string({ maxLength: 12 }).map((text) => text.replace(/[$\d]/g, 'x'));
  const amount = fc.oneof(
    fc
      .tuple(fc.integer({ min: -(2 ** 53), max: 2 ** 53 }), fc.constantFrom('ars', 'usd'))
      .map(([value, currency]) => formatMoney(value, currency)),
    fc.integer({ min: 1, max: 10 ** 9 }).map((value) => formatDiscount(value, 'ars')),
    fc
      .double({ min: 0, max: 1e7, noNaN: true })
      .map((value) =>
        numberFormat({ style: 'currency', currency: 'ARS', minimumFractionDigits: 2 }).format(value),
      ),
  );

  it('finds each amount written in a text whole, and gives the text back when joined', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(words, amount), { maxLength: 4 }), words, (parts, last) => {
        const text = parts.map(([before, money]) => `${before} ${money} `).join('') + last;
        const runs = amountRuns(text);
        expect(runs.map((run) => run.text).join('')).toBe(text);
        expect(runs.filter((run) => run.amount).map((run) => run.text)).toEqual(
          parts.map(([, money]) => money),
        );
      }),
    );
  });

  it('cuts the sentences the back office writes', () => {
    expect(
      amountRuns(`Cancelamos la reserva y devolvimos ${formatMoney(200_000, 'ars')}. Código: AB12.`),
    ).toEqual([
      { text: 'Cancelamos la reserva y devolvimos ', amount: false },
      { text: `$${NBSP}200.000`, amount: true },
      { text: '. Código: AB12.', amount: false },
    ]);
    expect(amountRuns('35 %, sin monto')).toEqual([{ text: '35 %, sin monto', amount: false }]);
    expect(amountRuns('')).toEqual([]);
  });
});
