import { describe, expect, it } from 'vitest';
import { cvSizeText } from './leads-inbox';

describe('cvSizeText', () => {
  it('shows a CV in whole KB, rounded, with dots between thousands', () => {
    expect(cvSizeText(200 * 1024)).toBe('200 KB');
    expect(cvSizeText(1535)).toBe('1 KB');
    expect(cvSizeText(1536)).toBe('2 KB');
    expect(cvSizeText(4_800 * 1024)).toBe('4.800 KB');
  });

  it('never shows a CV as 0 KB', () => {
    expect(cvSizeText(1)).toBe('1 KB');
    expect(cvSizeText(0)).toBe('1 KB');
  });
});
