import { laterPart } from '../../components/lazy-part';
// Linked with the page's stylesheets, so the server's form is styled before its code arrives.
import './contact-form.css';

/**
 * The contact form of a page (the contact page, the versions page, the offers page): the server renders it with the
 * rest, and the browser keeps that HTML, which posts without scripts, until the form's code arrives after the page's
 * own (docs/decisions/0011: each page's first load stays within its budget).
 */
export const ContactFormLater = laterPart(() =>
  import('./contact-form').then((module) => module.ContactForm),
);
