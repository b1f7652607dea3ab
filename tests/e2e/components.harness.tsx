/**
 * A page that mounts every shared piece of app/components on its own, so components.spec.ts can drive them in a
 * real browser without depending on which site page uses them. Built with Vite by the spec; never shipped.
 */
import '../../app/styles/global.css';
import '../../app/styles/themes.css';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, useLocation } from 'react-router';
import { ArrowLink } from '../../app/components/arrow-link';
import { Button, ButtonLink } from '../../app/components/button';
import { DropdownButton } from '../../app/components/dropdown-button';
import { Loader } from '../../app/components/loader';
import { MobileHeader } from '../../app/components/mobile-header';
import { ModalHeader } from '../../app/components/modal-header';
import { Select } from '../../app/components/select';
import { Tabs } from '../../app/components/tabs';
import { TextAreaField, TextField } from '../../app/components/text-field';

const BRANDS = [
  { value: '1', title: 'Volkswagen' },
  { value: '2', title: 'Chevrolet' },
  { value: '4', title: 'Nissan' },
  { value: '6', title: 'BAIC' },
];

function Location() {
  const location = useLocation();
  return <span data-testid="location">{location.pathname}</span>;
}

function Harness() {
  const [brand, setBrand] = useState('');
  const [changes, setChanges] = useState(0);
  const [tab, setTab] = useState(0);
  const [clicked, setClicked] = useState('');
  const [section, setSection] = useState(0);
  const [closed, setClosed] = useState(0);
  const sections = ['Resumen', 'Versiones', 'Unidades', 'Contacto'];

  // Tests wait for this marker, as they do on the site's pages.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <main id="contenido" className="page theme-territorio container" style={{ paddingBlock: '2rem' }}>
      <h1>Piezas compartidas</h1>
      <Location />

      <section aria-labelledby="h-select" data-testid="select-section">
        <h2 id="h-select">Select</h2>
        <form data-testid="select-form">
          <Select
            label="Marca"
            name="marca"
            list={BRANDS}
            value={brand}
            required
            helpText="Elegí la marca de tu usado"
            onChange={(value) => {
              setBrand(value);
              setChanges((count) => count + 1);
            }}
            size="half"
          />
        </form>
        <span data-testid="select-value">{brand}</span>
        <span data-testid="select-changes">{changes}</span>
        <Select label="Modelo" name="modelo" list={[]} disabled />
        <Select
          label="Año"
          name="anio"
          list={[{ value: '2024', title: '2024' }]}
          error
          errorMessage="Elegí el año"
          placeholder="Elegí un año"
        />
      </section>

      <section aria-labelledby="h-tabs">
        <h2 id="h-tabs">Tabs</h2>
        <Tabs
          label="Marcas"
          items={[
            { name: 'Todas' },
            { name: 'Volkswagen', onClick: () => setClicked('Volkswagen') },
            { name: 'Chevrolet' },
            { name: 'Nissan' },
          ]}
          active={0}
          onChange={setTab}
          panelId="panel-marcas"
        />
        <div id="panel-marcas" role="tabpanel" aria-label="Noticias">
          <span data-testid="tab-value">{tab}</span>
          <span data-testid="tab-clicked">{clicked}</span>
        </div>
        <Tabs
          label="Secciones"
          variant="mobile"
          items={sections.map((name) => ({ name }))}
          active={section}
          onChange={setSection}
        />
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setSection((index) => (index + 1) % sections.length)}
        >
          Siguiente sección
        </Button>
        <span data-testid="section-value">{section}</span>
        <Tabs
          label="Marcas con enlaces"
          items={[
            { name: 'Todas', link: '/oportunidades' },
            { name: 'Nissan', link: '/oportunidades/nissan' },
          ]}
          active={0}
        />
      </section>

      <section aria-labelledby="h-fields">
        <h2 id="h-fields">Campos</h2>
        <TextField label="Nombre" name="name" required helpText="Como figura en tu DNI" />
        <TextField label="Email" name="email" type="email" error errorMessage="Ingresá un email válido" />
        <TextAreaField label="Mensaje" name="message" />
      </section>

      {/* Room below for the open menu, so it covers nothing the accessibility check reads. */}
      <section aria-labelledby="h-dropdown" style={{ minHeight: '12rem' }}>
        <h2 id="h-dropdown">Dropdown</h2>
        <DropdownButton
          label="Sacá un turno"
          options={[
            { title: 'Postventa', link: '/postventa' },
            { title: 'Turno Chevrolet', link: 'https://turnos.example.com/chevrolet', external: true },
          ]}
        />
      </section>

      <section aria-labelledby="h-misc">
        <h2 id="h-misc">Otros</h2>
        <Loader />
        <Loader message="Cargando oportunidades" />
        <Button>Primario</Button> <Button variant="secondary">Secundario</Button>{' '}
        <Button variant="ghost">Fantasma</Button>
        <ButtonLink to="/contacto">Ir a contacto</ButtonLink>
        <ButtonLink to="https://usados.example.com" external variant="secondary">
          Usados
        </ButtonLink>
        <ArrowLink to="/noticias">Ver todas las noticias</ArrowLink>
        <ArrowLink to="https://example.com" external>
          Sitio externo
        </ArrowLink>
      </section>

      <section aria-labelledby="h-headers">
        <h2 id="h-headers">Encabezados</h2>
        <div data-testid="modal-plain">
          <ModalHeader
            backTo="/vehiculos-0km"
            title="Consultá precios"
            onClose={() => setClosed((n) => n + 1)}
          />
        </div>
        <span data-testid="modal-closed">{closed}</span>
        <div data-testid="modal-units">
          <ModalHeader
            backTo="/vehiculos-0km"
            unit={{
              image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
              model: 'Amarok',
              title: 'Amarok V6 Highline',
            }}
          />
        </div>
        <div data-testid="mobile-header">
          <MobileHeader backTo="/vehiculos-0km" title="Tus datos" infoTo="/como-reservar" />
        </div>
      </section>
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <MemoryRouter initialEntries={['/inicio']}>
      <Harness />
    </MemoryRouter>,
  );
}
