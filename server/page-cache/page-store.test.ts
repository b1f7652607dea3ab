import { describe, expect, it } from 'vitest';
import { PageStore, type StoredPage } from './page-store';

function page(tags: string[], bytes = 10): StoredPage {
  const body = Buffer.alloc(bytes, 'a');
  return { headers: {}, etag: 'W/"x"', bodies: { identity: body, gzip: body, br: body }, tags, sent: {} };
}

describe('the kept pages', () => {
  it('drops exactly the pages that read an invalidated tag', () => {
    const store = new PageStore(10_000);
    store.store('/vw', page(['site', 'brand:1']), store.mark());
    store.store('/chevrolet', page(['site', 'brand:2']), store.mark());
    expect(store.invalidate('brand:1')).toBe(1);
    expect(store.get('/vw')).toBeUndefined();
    expect(store.get('/chevrolet')).toBeDefined();
    expect(store.invalidate('site')).toBe(1);
    expect(store.get('/chevrolet')).toBeUndefined();
  });

  it('refuses a page rendered while something it read changed, and keeps one whose reads did not', () => {
    const store = new PageStore(10_000);
    const before = store.mark();
    store.invalidate('brand:1');
    expect(store.store('/vw', page(['site', 'brand:1']), before)).toBe(false);
    expect(store.get('/vw')).toBeUndefined();
    expect(store.store('/chevrolet', page(['site', 'brand:2']), before)).toBe(true);
    expect(store.store('/vw', page(['site', 'brand:1']), store.mark())).toBe(true);
  });

  it('refuses every page rendered before a clear', () => {
    const store = new PageStore(10_000);
    const before = store.mark();
    store.clear();
    expect(store.store('/vw', page(['site']), before)).toBe(false);
  });

  it('stays within its memory budget, the least recently used page leaving first, and forgets its tags', () => {
    const store = new PageStore(70); // two pages of 3 × 10 bytes
    store.store('/a', page(['brand:1'], 10), store.mark());
    store.store('/b', page(['brand:2'], 10), store.mark());
    store.get('/a');
    store.store('/c', page(['brand:3'], 10), store.mark());
    expect(store.get('/b')).toBeUndefined();
    expect(store.get('/a')).toBeDefined();
    expect(store.invalidate('brand:2')).toBe(0);
    expect(store.store('/huge', page(['site'], 1_000), store.mark())).toBe(false);
  });

  it('keeps the tags of a page stored again under its key', () => {
    const store = new PageStore(10_000);
    store.store('/vw', page(['brand:1']), store.mark());
    store.store('/vw', page(['brand:1', 'rates']), store.mark());
    expect(store.invalidate('rates')).toBe(1);
    expect(store.get('/vw')).toBeUndefined();
  });
});
