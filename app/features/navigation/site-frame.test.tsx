import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BottomNav } from './bottom-nav';
import type { FrameData } from './frame-data';
import { FALLBACK_FRAME } from './frame-data.server';
import { MorePanel } from './more-panel';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const FRAME: FrameData = {
  ...FALLBACK_FRAME,
  contactPhone: { display: '0261 413-5000', href: 'tel:02614135000' },
  phone: { display: '0261 413-5000', href: 'tel:02614135000' },
  whatsappUrl: 'https://wa.me/5492614135000',
  videoCall: { url: 'https://zoom.us/j/1', kind: 'zoom' },
  appointments: [
    { brand: 'Chevrolet', url: 'https://turnos.example.com/gm' },
    { brand: 'Volkswagen', url: 'https://turnos.example.com/vw' },
    { brand: 'Nissan', url: 'https://turnos.example.com/nissan' },
  ],
  usedVehiclesUrl: 'https://usados.example.com',
  instagramUrl: 'https://instagram.com/x',
  facebookUrl: 'https://facebook.com/x',
};

function html(node: React.ReactNode, path = '/'): string {
  return renderToString(<MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>);
}

/** The panel as the bottom navigation mounts it once the visitor reaches for Más. */
function morePanel(frame: FrameData): React.ReactNode {
  return <MorePanel frame={frame} open={false} onClose={() => {}} returnFocusTo={{ current: null }} />;
}

describe('Más panel links follow the administration contact (docs/product.md §2)', () => {
  it('zoom link: a Zoom link and no Skype link; a number: the call link; WhatsApp when there is a number', () => {
    const markup = html(morePanel(FRAME));
    expect(markup).toContain('Videollamada por Zoom');
    expect(markup).not.toContain('Videollamada por Skype');
    expect(markup).toContain('href="tel:02614135000"');
    expect(markup).toContain('href="https://wa.me/5492614135000"');
    for (const url of [
      'https://turnos.example.com/gm',
      'https://turnos.example.com/vw',
      'https://usados.example.com',
    ])
      expect(markup).toContain(`href="${url}" target="_blank" rel="noopener noreferrer"`);
    expect(markup).toContain('href="/postventa"');
    expect(markup).toContain('href="/contacto"');
  });

  it('skype link: a Skype link; no numeric contact: no call link; no number: no WhatsApp', () => {
    const markup = html(
      morePanel({
        ...FRAME,
        videoCall: { url: 'https://join.skype.com/x', kind: 'skype' },
        contactPhone: undefined,
        whatsappUrl: undefined,
      }),
    );
    expect(markup).toContain('Videollamada por Skype');
    expect(markup).not.toContain('Videollamada por Zoom');
    expect(markup).not.toContain('Llamar al');
    expect(markup).not.toContain('wa.me');
  });

  it('is not in the page until asked for: the bottom navigation loads it on demand', () => {
    const markup = html(<BottomNav frame={FRAME} />);
    expect(markup).toContain('aria-haspopup="dialog"');
    expect(markup).not.toContain('panel-mas');
  });

  it('marks the current tab; Inicio only on the home page', () => {
    expect(html(<BottomNav frame={FRAME} />, '/')).toMatch(/aria-current="page"[^>]*href="\/"/);
    const offers = html(<BottomNav frame={FRAME} />, '/oportunidades/nissan');
    expect(offers).toMatch(/aria-current="page"[^>]*href="\/oportunidades"/);
    expect(offers.match(/aria-current="page"/g)).toHaveLength(1);
  });
});

describe('header', () => {
  it('leaves out the WhatsApp, video-call and used-vehicle links it has no address for', () => {
    const markup = html(<SiteHeader frame={FALLBACK_FRAME} />);
    expect(markup).not.toContain('wa.me');
    expect(markup).not.toContain('Videollamada');
    expect(markup).not.toContain('Usados');
    expect(markup).not.toContain('Turnos de Postventa');
    expect(markup).toContain('href="/postventa"');
    expect(markup).toContain(`href="${FALLBACK_FRAME.phone.href}"`);
  });

  it('shows the video call with the icon of its kind', () => {
    expect(html(<SiteHeader frame={FRAME} />)).toContain('data-video-call="zoom"');
    const skype = html(
      <SiteHeader frame={{ ...FRAME, videoCall: { url: 'https://join.skype.com/x', kind: 'skype' } }} />,
    );
    expect(skype).toContain('data-video-call="skype"');
    expect(skype).toContain('Videollamada por Skype');
  });
});

describe('footer', () => {
  it('has the default and the alternate style', () => {
    expect(html(<SiteFooter frame={FRAME} />)).toContain('class="page-footer page-footer--default"');
    expect(html(<SiteFooter frame={FRAME} variant="alt" />)).toContain(
      'class="page-footer page-footer--alt"',
    );
  });

  it('shows the phone, the Godoy Cruz address and the social links', () => {
    const markup = html(<SiteFooter frame={FRAME} />);
    expect(markup).toContain('href="tel:02614135000"');
    expect(markup).toContain('Godoy Cruz, Mendoza');
    expect(markup).toContain('href="https://instagram.com/x"');
    expect(markup).toContain('href="https://facebook.com/x"');
  });
});
