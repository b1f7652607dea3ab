import { IMAGE_ACCEPT } from '#domain/back-office/media';
import { FileField, InputField } from './admin-fields';

/*
 * The content editors' fields (news, banners, popups, stories): a link the site's visitor follows and a picture to
 * upload. Apart from ./admin-fields.tsx, which every page of the panel loads, so the pages without them don't carry them.
 */

/**
 * A link the site's visitor follows: a page of the site (`example`) or a full address; `help` adds what an empty
 * field means, where it may be empty.
 */
export function SiteLinkField({
  example = '/vehiculos-0km/volkswagen',
  help,
  ...input
}: Parameters<typeof InputField>[0] & { example?: string }) {
  return (
    <InputField
      maxLength={500}
      inputMode="url"
      help={`Una página del sitio (${example}) o una dirección completa (https://…).${help ? ` ${help}` : ''}`}
      {...input}
    />
  );
}

/**
 * A picture to upload, in the formats the server resizes. With a `current` picture the help says it stays unless
 * another is chosen.
 */
export function ImageField({ help, current, ...file }: Omit<Parameters<typeof FileField>[0], 'accept'>) {
  return (
    <FileField
      accept={IMAGE_ACCEPT}
      current={current}
      help={[help, current && 'Si no elegís otra, queda la actual.'].filter(Boolean).join(' ') || undefined}
      {...file}
    />
  );
}
