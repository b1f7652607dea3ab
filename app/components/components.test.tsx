import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ArrowLink } from './arrow-link';
import { Button, ButtonLink } from './button';
import { DropdownButton } from './dropdown-button';
import { Loader } from './loader';
import { MobileHeader } from './mobile-header';
import { ModalHeader } from './modal-header';
import { Select } from './select';
import { Tabs } from './tabs';
import { TextField } from './text-field';

/** The server-rendered markup of the shared pieces: what a visitor gets before (or without) JavaScript. */
function html(node: React.ReactNode): string {
  return renderToString(<MemoryRouter>{node}</MemoryRouter>);
}

describe('Select', () => {
  const list = [
    { value: '1', title: 'Volkswagen' },
    { value: '2', title: 'Chevrolet' },
  ];

  it("shows docs/product.md §5's default placeholder, closed, as a labelled combobox", () => {
    const markup = html(<Select label="Marca" name="marca" list={list} />);
    expect(markup).toContain('Seleciona una opción');
    expect(markup).toContain('role="combobox"');
    expect(markup).toContain('aria-expanded="false"');
    expect(markup).toMatch(/role="listbox"[^>]*hidden=""/);
    expect(markup).toMatch(/<input type="hidden" name="marca" value=""/);
  });

  it('shows the chosen title and carries the value; size, required and error mark it', () => {
    const markup = html(
      <Select
        label="Marca"
        name="marca"
        list={list}
        value="2"
        size="half"
        required
        error
        errorMessage="Elegí una"
      />,
    );
    expect(markup).toContain('>Chevrolet</span>');
    expect(markup).toMatch(/name="marca" value="2"/);
    expect(markup).toContain('select--half');
    expect(markup).toContain('aria-required="true"');
    expect(markup).toContain('aria-invalid="true"');
    expect(markup).toContain('Elegí una');
    expect(markup).toMatch(/aria-selected="true"[^>]*>Chevrolet</);
  });
});

describe('TextField', () => {
  it('is pristine until focused, with its help and error texts describing the input', () => {
    const markup = html(
      <TextField
        label="Email"
        name="email"
        type="email"
        required
        error
        errorMessage="Ingresá un email"
        helpText="Te escribimos ahí"
      />,
    );
    expect(markup).toContain('field--error');
    expect(markup).toMatch(/<label class="field__label" for="([^"]+)">Email/);
    expect(markup).toMatch(/aria-describedby="[^"]+-error [^"]+-ayuda"/);
    expect(markup).toContain('required=""');
    expect(markup).toContain('Ingresá un email');
    expect(markup).toContain('Te escribimos ahí');
  });

  it('has no error text without an error', () => {
    const markup = html(<TextField label="Nombre" name="name" errorMessage="Falta" />);
    expect(markup).not.toContain('Falta');
    expect(markup).not.toContain('aria-invalid');
  });
});

describe('Tabs', () => {
  it('renders a tablist with one selected tab', () => {
    const markup = html(<Tabs label="Marcas" items={[{ name: 'Todas' }, { name: 'Nissan' }]} active={1} />);
    expect(markup).toContain('role="tablist"');
    expect(markup).toContain('aria-label="Marcas"');
    expect(markup.match(/aria-selected="true"/g)).toHaveLength(1);
    expect(markup).toMatch(/aria-selected="true" tabindex="0"[^>]*>Nissan/);
  });

  it('renders links as a navigation list with the current page', () => {
    const markup = html(
      <Tabs
        label="Marcas"
        variant="mobile"
        items={[
          { name: 'Todas', link: '/oportunidades' },
          { name: 'Nissan', link: '/oportunidades/nissan' },
        ]}
        active={0}
      />,
    );
    expect(markup).toContain('<nav aria-label="Marcas" class="tabs tabs--mobile">');
    expect(markup).toContain('aria-current="page" href="/oportunidades"');
    expect(markup).not.toContain('role="tab"');
  });
});

describe('links and buttons', () => {
  it('Button defaults to type="button"; ButtonLink and ArrowLink open other sites in a new tab', () => {
    expect(html(<Button>Enviar</Button>)).toContain('type="button"');
    expect(html(<Button type="submit">Enviar</Button>)).toContain('type="submit"');
    const external = html(
      <ButtonLink to="https://usados.example.com" external>
        Usados
      </ButtonLink>,
    );
    expect(external).toContain('target="_blank"');
    expect(external).toContain('rel="noopener noreferrer"');
    expect(external).toContain('se abre en una pestaña nueva');
    expect(html(<ButtonLink to="/contacto">Contacto</ButtonLink>)).toContain('href="/contacto"');
    expect(html(<ArrowLink to="/noticias">Ver todas</ArrowLink>)).toMatch(
      /class="arrow-link"[^>]*><span>Ver todas/,
    );
  });

  it('DropdownButton renders closed, its options hidden', () => {
    const markup = html(
      <DropdownButton
        label="Turnos"
        options={[
          { title: 'Postventa', link: '/postventa' },
          { title: 'Turno Nissan', link: 'https://turnos.example.com/nissan', external: true },
        ]}
      />,
    );
    expect(markup).toContain('aria-expanded="false"');
    expect(markup).toMatch(/<ul id="[^"]+" class="dropdown__menu" hidden="">/);
    expect(markup).toContain('href="/postventa"');
    expect(markup).toMatch(
      /href="https:\/\/turnos.example.com\/nissan" target="_blank" rel="noopener noreferrer"/,
    );
  });
});

describe('Loader and headers', () => {
  it('Loader is a status with its message, or a hidden "Cargando…"', () => {
    expect(html(<Loader message="Cargando oportunidades" />)).toMatch(
      /role="status"[\s\S]*Cargando oportunidades/,
    );
    expect(html(<Loader />)).toContain('<span class="sr-only">Cargando…</span>');
  });

  it('ModalHeader: the close link, the title, and the units variant with the booking text', () => {
    const plain = html(<ModalHeader backTo="/vehiculos-0km" title="Consultá precios" />);
    expect(plain).toContain('aria-label="Cerrar" href="/vehiculos-0km"');
    expect(plain).toContain('Consultá precios</h2>');
    const units = html(
      <ModalHeader
        backTo="/x"
        unit={{ image: '/a.png', model: 'Amarok', title: 'Amarok V6' }}
        bookingText="Reservala"
      />,
    );
    expect(units).toContain('modal-header--units');
    expect(units).toMatch(/<img[^>]*src="\/a.png"[^>]*width="160" height="80"/);
    expect(units).toContain('Amarok</p>');
    expect(units).toContain('Amarok V6</h2>');
    expect(units).toContain('Reservala');
  });

  it("MobileHeader: back link, title and the optional 'Info' link", () => {
    const withInfo = html(<MobileHeader backTo="/" title="Tus datos" infoTo="/como-reservar" />);
    expect(withInfo).toContain('aria-label="Volver" href="/"');
    expect(withInfo).toContain('Tus datos');
    expect(withInfo).toMatch(/href="\/como-reservar"[^>]*>Info</);
    expect(html(<MobileHeader backTo="/" title="Tus datos" />)).not.toContain('>Info<');
    expect(html(<MobileHeader backTo="/" title="Tus datos" titleAs="h1" />)).toContain(
      '<h1 class="mobile-header__title">',
    );
  });
});
