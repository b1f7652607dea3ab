import { describe, expect, it } from 'vitest';
import { atPublicOrigin } from './ssr';

describe('pages are rendered at the public origin', () => {
  it('keeps a request already at the public origin as it is, and a read wherever it came', () => {
    const request = new Request('https://www.territorio.com.ar/contacto?x=1', {
      method: 'POST',
      body: 'a=1',
    });
    expect(atPublicOrigin(request, 'https://www.territorio.com.ar')).toBe(request);
    const read = new Request('http://10.0.0.5:3000/contacto?x=1');
    expect(atPublicOrigin(read, 'https://www.territorio.com.ar')).toBe(read);
  });

  it('moves a request a TLS-ending proxy passed on as http to the public origin, body and headers kept', async () => {
    const request = new Request('http://10.0.0.5:3000/arrepentimiento?paso=1', {
      method: 'POST',
      headers: {
        origin: 'https://www.territorio.com.ar',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'code=ABCDEFGH2345&email=juana%40example.com',
    });
    const moved = atPublicOrigin(request, 'https://www.territorio.com.ar');
    expect(moved.url).toBe('https://www.territorio.com.ar/arrepentimiento?paso=1');
    expect(moved.method).toBe('POST');
    expect(moved.headers.get('origin')).toBe('https://www.territorio.com.ar');
    expect(await moved.text()).toBe('code=ABCDEFGH2345&email=juana%40example.com');
  });
});
