import { Suspense } from 'react';
import { lazyPart } from '../../components/lazy-part';
import { Loader } from '../../components/loader';
import type { ContactFormProps } from './contact-form';

const ContactForm = lazyPart(() => import('./contact-form').then((module) => module.ContactForm));

/**
 * The contact form that closes a page (the versions page, the offers page): the server renders it with the rest, and
 * the browser keeps that HTML, which posts without scripts, until the form's code arrives after the page's own
 * (docs/decisions/0011: each page's first load stays within its budget).
 */
export function ContactFormLater(props: ContactFormProps) {
  return (
    <Suspense fallback={<Loader />}>
      <ContactForm {...props} />
    </Suspense>
  );
}
