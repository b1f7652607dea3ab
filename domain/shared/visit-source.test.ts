import { describe, expect, it } from 'vitest';
import { keptVisitSource, visitChannel, visitSourceSchema, visitSourceText } from './visit-source';

describe('visit sources', () => {
  it('reads the campaign from the landing query unless given apart', () => {
    const source = visitSourceSchema.parse({ landing: '/x?utm_source=a&utm_medium=b', utm_source: 'given' });
    expect(source).toMatchObject({ utm_source: 'given', utm_medium: 'b', landing: '/x' });
  });

  it('names the channel by utm_source, then source, then the referrer, else directo', () => {
    expect(visitChannel({ utm_source: 'Facebook', source: 'campaign' })).toBe('facebook');
    expect(visitChannel({ source: 'campaign' })).toBe('campaign');
    expect(visitChannel({ referrer: 'www.Google.com' })).toBe('google.com');
    expect(visitChannel(undefined)).toBe('directo');
  });

  it('says it in plain Spanish', () => {
    const kept = keptVisitSource(
      visitSourceSchema.parse({
        landing:
          '/vehiculos-0km/volkswagen?utm_source=facebook&utm_medium=cpc&utm_campaign=campa%C3%B1a+invierno',
        referrer: 'google.com',
      }),
    );
    expect(visitSourceText(kept)).toBe(
      'facebook / cpc / campaña invierno · llegó por /vehiculos-0km/volkswagen desde google.com',
    );
    expect(visitSourceText(keptVisitSource(undefined))).toBeNull();
  });

  it('drops control characters read from the query', () => {
    expect(visitSourceSchema.parse({ landing: '/?utm_source=a%0Ab' }).utm_source).toBe('ab');
  });
});
