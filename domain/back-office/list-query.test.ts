import { describe, expect, it } from 'vitest';
import { INBOX_QUERY_KEYS } from './leads-inbox';
import { listQueryString, pageCountOf, pageOffset } from './list-query';
import { deskQueryString } from './reservations-desk';

describe('listQueryString', () => {
  it('writes each filter set under its key, in the keys’ order, and leaves out the first page', () => {
    expect(listQueryString(INBOX_QUERY_KEYS, { page: 3, status: 'new', q: 'ana pérez', brand: 2 })).toBe(
      '?q=ana+p%C3%A9rez&marca=2&estado=new&pagina=3',
    );
    expect(listQueryString(INBOX_QUERY_KEYS, { q: 'ana', page: 1 })).toBe('?q=ana');
  });

  it('is empty for a list with no filter, on its first page', () => {
    expect(listQueryString(INBOX_QUERY_KEYS, { page: 1 })).toBe('');
    expect(listQueryString(INBOX_QUERY_KEYS, { q: '', kind: undefined, page: 1 })).toBe('');
  });
});

describe('deskQueryString', () => {
  it('says which date a period filters only when it is not the first and a period is set', () => {
    expect(deskQueryString({ dateField: 'creada', from: '2026-11-01', page: 1 })).toBe('?desde=2026-11-01');
    expect(deskQueryString({ dateField: 'reservada', page: 1 })).toBe('');
    expect(deskQueryString({ dateField: 'reservada', to: '2026-11-30', page: 2 })).toBe(
      '?fecha=reservada&hasta=2026-11-30&pagina=2',
    );
  });
});

describe('pages', () => {
  it('counts at least one page, and as many as the rows fill', () => {
    expect(pageCountOf(0, 25)).toBe(1);
    expect(pageCountOf(25, 25)).toBe(1);
    expect(pageCountOf(26, 25)).toBe(2);
  });

  it('starts each page after the rows of the pages before it', () => {
    expect(pageOffset(1, 25)).toBe(0);
    expect(pageOffset(3, 25)).toBe(50);
  });
});
